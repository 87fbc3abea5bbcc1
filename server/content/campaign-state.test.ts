import { describe, it, expect } from 'vitest';
import { campaignState, nextChange, sortCampaigns, soonestChange } from './campaign-state.js';

const june = { startDate: '2026-06-08', endDate: '2026-06-14' };
// Instants in Türkiye's time (UTC+3).
const at = (iso: string) => new Date(`${iso}+03:00`);

describe('campaign state', () => {
  it('is soon before the start day, active through the whole end day, ended after, in Türkiye time', () => {
    expect(campaignState(june, at('2026-06-07T23:59:59'))).toBe('soon');
    expect(campaignState(june, at('2026-06-08T00:00:00'))).toBe('active');
    expect(campaignState(june, at('2026-06-14T23:59:59'))).toBe('active');
    expect(campaignState(june, at('2026-06-15T00:00:00'))).toBe('ended');
    // 22:00 UTC on the 14th is already the 15th in İstanbul.
    expect(campaignState(june, new Date('2026-06-14T22:00:00Z'))).toBe('ended');
  });

  it('knows when the state changes next, so a cached page cannot outlive it', () => {
    expect(nextChange(june, at('2026-06-01T12:00:00'))).toEqual(at('2026-06-08T00:00:00'));
    expect(nextChange(june, at('2026-06-10T12:00:00'))).toEqual(at('2026-06-15T00:00:00'));
    expect(nextChange(june, at('2026-06-20T12:00:00'))).toBeUndefined();
    expect(soonestChange([june, { startDate: '2026-06-02', endDate: '2026-06-30' }], at('2026-06-01T12:00:00'))).toEqual(at('2026-06-02T00:00:00'));
  });

  it('lists active campaigns first, then those coming soon, then ended ones', () => {
    const now = at('2026-06-10T12:00:00');
    const list = sortCampaigns([
      { id: 'old', startDate: '2026-01-01', endDate: '2026-01-31' },
      { id: 'later', startDate: '2026-07-01', endDate: '2026-07-31' },
      { id: 'long', startDate: '2026-05-01', endDate: '2026-12-31' },
      { id: 'june', ...june },
      { id: 'older', startDate: '2025-01-01', endDate: '2025-01-31' },
    ], now);
    expect(list.map((c) => `${c.id}:${c.state}`)).toEqual(['june:active', 'long:active', 'later:soon', 'old:ended', 'older:ended']);
  });
});

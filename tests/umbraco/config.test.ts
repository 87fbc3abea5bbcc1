import { describe, it, expect } from 'vitest';
import { loadConfig } from '../../server/config.js';

describe('CONTENT_SOURCE=umbraco configuration', () => {
  it('refuses to start without UMBRACO_URL or UMBRACO_START_ITEM, naming the variable', () => {
    expect(() => loadConfig({ CONTENT_SOURCE: 'umbraco', UMBRACO_START_ITEM: 'unilira' })).toThrow(/UMBRACO_URL: UMBRACO_URL is required when CONTENT_SOURCE=umbraco/);
    expect(() => loadConfig({ CONTENT_SOURCE: 'umbraco', UMBRACO_URL: 'https://cms.example' })).toThrow(/UMBRACO_START_ITEM: UMBRACO_START_ITEM is required/);
    expect(() => loadConfig({ CONTENT_SOURCE: 'umbraco', UMBRACO_URL: 'ftp://cms.example', UMBRACO_START_ITEM: 'unilira' })).toThrow(/UMBRACO_URL: UMBRACO_URL must be the http\(s\) origin/);
    expect(() => loadConfig({ CONTENT_SOURCE: 'wordpress' })).toThrow(/CONTENT_SOURCE: CONTENT_SOURCE must be file or umbraco/);
    expect(() => loadConfig({ CONTENT_SOURCE: 'umbraco', UMBRACO_URL: 'https://cms.example', UMBRACO_START_ITEM: 'unilira', UMBRACO_WEBHOOK_SECRET: 'short' })).toThrow(/UMBRACO_WEBHOOK_SECRET/);
  });

  it('reads the Umbraco settings, with the cache rules in milliseconds', () => {
    const c = loadConfig({ CONTENT_SOURCE: 'umbraco', UMBRACO_URL: 'https://cms.example/', UMBRACO_START_ITEM: 'unilira', UMBRACO_FRESH_SECONDS: '30', UMBRACO_API_KEY: 'k' });
    expect(c.contentSource).toBe('umbraco');
    expect(c.umbraco).toMatchObject({ url: 'https://cms.example', startItem: 'unilira', apiKey: 'k', freshMs: 30_000, staleWhileRevalidateMs: 300_000, staleIfErrorMs: 86_400_000, timeoutMs: 2000, pageSize: 100 });
    expect(loadConfig({}).umbraco).toBeUndefined();
  });

  it('reads media from the Delivery API\'s origin unless UMBRACO_MEDIA_URL names another', () => {
    const base = { CONTENT_SOURCE: 'umbraco', UMBRACO_URL: 'https://cms.example/umbraco-site/', UMBRACO_START_ITEM: 'unilira' };
    expect(loadConfig(base).umbraco!.mediaUrl).toBe('https://cms.example');
    expect(loadConfig({ ...base, UMBRACO_MEDIA_URL: 'https://media.example.net/' }).umbraco!.mediaUrl).toBe('https://media.example.net');
    expect(() => loadConfig({ ...base, UMBRACO_MEDIA_URL: 'media.example.net' })).toThrow(/UMBRACO_MEDIA_URL/);
  });
});

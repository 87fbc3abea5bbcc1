import { describe, it, expect } from 'vitest';
import { loadConfig } from './config.js';

describe('config', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.siteUrl).toBe('http://localhost:3000');
    expect(c.rootRedirect).toBe(true);
  });
  it('refuses a production start without SITE_URL, naming it; elsewhere localhost is the default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SITE_URL: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://www.unilira.example/', DATA_DIR_PERSISTENT: 'true' }).siteUrl).toBe('https://www.unilira.example');
    expect(loadConfig({}).env).toBe('development');
  });
  it('keeps only a valid tag manager id; another is set apart, never loaded, from the environment or a caller alike', () => {
    expect([loadConfig({ GTM_ID: 'GTM-AB12C' }).gtmId, loadConfig({ GTM_ID: 'GTM-AB12C' }).refusedGtmId]).toEqual(['GTM-AB12C', undefined]);
    for (const c of [loadConfig({ GTM_ID: 'gtm-ab12c' }), loadConfig({}, { gtmId: 'GTM-x 1' })]) expect([c.gtmId, c.refusedGtmId]).toEqual([undefined, expect.any(String)]);
    expect(loadConfig({}).refusedGtmId).toBeUndefined();
  });
  it('names every bad setting', () => {
    expect(() => loadConfig({ PORT: 'abc', SITE_URL: 'not a url' })).toThrow(/PORT[\s\S]*SITE_URL/);
  });
});

describe('form settings', () => {
  it('default to SQLite in data/ with a 180-day retention and no webhook', () => {
    const c = loadConfig({});
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.formsWebhookUrl).toBeUndefined();
    expect(c.submissionRetentionDays).toBe(180);
  });
  it('take a PostgreSQL URL and a webhook with its secret', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u:p@db.internal:5432/site', FORMS_WEBHOOK_URL: 'https://crm.example/hooks/forms', FORMS_WEBHOOK_SECRET: 'a-long-enough-secret', SUBMISSION_RETENTION_DAYS: '90' });
    expect(c).toMatchObject({ databaseUrl: 'postgres://u:p@db.internal:5432/site', formsWebhookUrl: 'https://crm.example/hooks/forms', submissionRetentionDays: 90 });
  });
  it('refuse a webhook without a secret, a short secret, and URLs of the wrong kind, naming each', () => {
    expect(() => loadConfig({ FORMS_WEBHOOK_URL: 'https://crm.example/hook' })).toThrow(/FORMS_WEBHOOK_SECRET: FORMS_WEBHOOK_SECRET is required/);
    expect(() => loadConfig({ FORMS_WEBHOOK_URL: 'https://crm.example/hook', FORMS_WEBHOOK_SECRET: 'short' })).toThrow(/FORMS_WEBHOOK_SECRET must be at least 16/);
    expect(() => loadConfig({ FORMS_WEBHOOK_URL: 'ftp://crm.example/hook', FORMS_WEBHOOK_SECRET: 'a-long-enough-secret' })).toThrow(/FORMS_WEBHOOK_URL/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u:p@db/site' })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => loadConfig({ SUBMISSION_RETENTION_DAYS: '0' })).toThrow(/SUBMISSION_RETENTION_DAYS/);
  });
  it('never repeat a database password in the error', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u:hunter2-secret@db/site' })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('hunter2') }));
  });
});

describe('a first deploy', () => {
  const PROD = { NODE_ENV: 'production', SITE_URL: 'https://www.unilira.example' };
  it('refuses SQLite in production unless the operator says the disk is persistent', () => {
    expect(() => loadConfig(PROD)).toThrow(/DATABASE_URL: required in production, or DATA_DIR_PERSISTENT=true/);
    expect(loadConfig({ ...PROD, DATA_DIR_PERSISTENT: 'true' }).dataDirPersistent).toBe(true);
    expect(loadConfig({ ...PROD, DATABASE_URL: 'postgres://u:p@db/site' }).databaseUrl).toBe('postgres://u:p@db/site');
    expect(loadConfig({}).dataDirPersistent).toBe(false); // a laptop's data/ needs no word
  });
  it('reads the Central Bank in production and the embedded sample elsewhere, unless told', () => {
    expect(loadConfig({ ...PROD, DATA_DIR_PERSISTENT: 'true' }).rates.source).toBe('tcmb');
    expect(loadConfig({}).rates.source).toBe('file');
    expect(loadConfig({ ...PROD, DATA_DIR_PERSISTENT: 'true', RATES_SOURCE: 'file' }).rates.source).toBe('file');
  });
});

// Both form stores on real databases: a SQLite file in a fresh temporary folder, or a fresh
// database on the run's PostgreSQL (tests/forms/postgres.global-setup.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createDatabase } from '../../scripts/postgres-cluster.js';
import { openFormStore, type OpenFormStoreOptions } from '../../server/forms/open.js';
import { openSqliteStore } from '../../server/forms/sqlite-store.js';
import { openPostgresStore } from '../../server/forms/postgres-store.js';
import type { FormStore } from '../../server/forms/store.js';

export const DIALECTS = ['sqlite', 'postgres'] as const;
export type Dialect = (typeof DIALECTS)[number];

export interface StoreTarget {
  dialect: Dialect;
  /** Where the store lives: the same data every time it is opened. */
  location: { dataDir: string; databaseUrl?: string };
  open(options?: Partial<OpenFormStoreOptions>): Promise<FormStore>;
  /** The implementation itself, with a chosen reference generator (to force collisions). */
  openWithReferences(newReference: () => string): Promise<FormStore>;
  /** Closes every store opened here and removes the SQLite folder. */
  cleanup(): Promise<void>;
}

export async function newTarget(dialect: Dialect): Promise<StoreTarget> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'unilira-forms-test-'));
  const databaseUrl = dialect === 'postgres' ? await createDatabase(inject('postgresUrl')) : undefined;
  const opened: FormStore[] = [];
  return {
    dialect,
    location: { dataDir, databaseUrl },
    async open(options = {}) {
      const store = await openFormStore({ dataDir, databaseUrl, ...options });
      opened.push(store);
      return store;
    },
    async openWithReferences(newReference) {
      const store = databaseUrl
        ? await openPostgresStore(databaseUrl, { newReference })
        : openSqliteStore(path.join(dataDir, 'forms.sqlite'), { newReference });
      opened.push(store);
      await store.migrate();
      return store;
    },
    async cleanup() {
      await Promise.all(opened.map((s) => s.close()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const sample = (n: number, extra: Record<string, unknown> = {}) => ({
  name: `Ayşe Yılmaz ${n}`,
  email: `ayse.${n}@example.com`,
  phone: '+90 532 000 00 00',
  message: 'Şubeniz olmayan ilçede temsilci olmak istiyorum, "ne" gerekiyor?',
  ...extra,
});

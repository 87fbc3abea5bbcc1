// Picks the store: PostgreSQL when a database URL is configured, otherwise a SQLite file in
// the data folder (created on first use). Both are migrated on open unless told not to, so
// the site works without a set-up step; `npm run db:migrate` does the same ahead of a release.
import path from 'node:path';
import type { FormStore } from './store.js';
import { openSqliteStore } from './sqlite-store.js';
import { openPostgresStore } from './postgres-store.js';

export interface OpenFormStoreOptions {
  /** postgres:// URL; unset means SQLite. */
  databaseUrl?: string;
  /** Folder of the SQLite file `forms.sqlite`. */
  dataDir: string;
  /** Run pending migrations before returning (default true). */
  migrate?: boolean;
  /** PostgreSQL pool size (default 10). */
  maxConnections?: number;
}

export async function openFormStore(options: OpenFormStoreOptions): Promise<FormStore> {
  const store = options.databaseUrl
    ? await openPostgresStore(options.databaseUrl, { max: options.maxConnections })
    : openSqliteStore(path.join(options.dataDir, 'forms.sqlite'));
  if (options.migrate !== false) {
    try {
      await store.migrate();
    } catch (err) {
      await store.close();
      throw err;
    }
  }
  return store;
}

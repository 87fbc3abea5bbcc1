// `npm run db:migrate`: applies pending form-store migrations (the Procfile's release step).
// Safe to run from several processes at once, and a no-op when the schema is current.
import { loadConfig } from '../server/config.js';
import { openFormStore } from '../server/forms/open.js';

const config = loadConfig();
const store = await openFormStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
try {
  const applied = await store.migrate();
  console.log(applied.length ? `form store (${store.dialect}): applied migration ${applied.join(', ')}` : `form store (${store.dialect}): up to date`);
} finally {
  await store.close();
}

// `npm run db:migrate`: applies pending form-store migrations (the Procfile's release step).
// Safe to run from several processes at once, and a no-op when the schema is current. A bad
// setting or an unreachable database is one log line and exit 1, as the server reports them.
import { loadConfig } from '../server/config.js';
import { createLogger } from '../server/logger.js';
import { openFormStore } from '../server/forms/open.js';

const logger = createLogger('info');
try {
  const config = loadConfig();
  const store = await openFormStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
  try {
    const applied = await store.migrate();
    logger.info({ dialect: store.dialect, applied }, applied.length ? 'form store migrated' : 'form store up to date');
  } finally {
    await store.close();
  }
} catch (err) {
  logger.fatal((err as Error).message);
  process.exitCode = 1;
}

// `npm run submissions:purge`: deletes form submissions (and their queued deliveries) older
// than SUBMISSION_RETENTION_DAYS. Meant for a daily scheduled job.
import { loadConfig } from '../server/config.js';
import { openFormStore } from '../server/forms/open.js';

const config = loadConfig();
const store = await openFormStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const deleted = await store.purge(config.submissionRetentionDays);
  console.log(`deleted ${deleted} form submission(s) older than ${config.submissionRetentionDays} days`);
} finally {
  await store.close();
}

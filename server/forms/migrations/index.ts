// Versioned schema migrations, one file per version, applied in order and recorded in
// schema_migrations. They are modules (not .sql files) so the bundled server and scripts
// carry them. A new version is a new file (typed by migration.ts) added to this list; applied
// files never change.
import type { Migration } from './migration.js';
import { migration as v1 } from './001-submissions-and-outbox.js';

export const migrations: readonly Migration[] = [v1];

for (const [i, m] of migrations.entries()) {
  if (m.version !== i + 1) throw new Error(`server/forms/migrations: version ${m.version} is listed at position ${i + 1}`);
}

/** The migrations not yet recorded in schema_migrations, in version order. */
export function pendingMigrations(doneVersions: Iterable<unknown>): Migration[] {
  const done = new Set(Array.from(doneVersions, Number));
  return migrations.filter((m) => !done.has(m.version));
}

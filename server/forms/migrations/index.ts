// Versioned schema migrations, one file per version, applied in order and recorded in
// schema_migrations. They are modules (not .sql files) so the bundled server and scripts
// carry them. A new version is a new file added to this list; applied files never change.
import { migration as v1 } from './001-submissions-and-outbox.js';

export interface Migration {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
}

export const migrations: readonly Migration[] = [v1];

for (const [i, m] of migrations.entries()) {
  if (m.version !== i + 1) throw new Error(`server/forms/migrations: version ${m.version} is listed at position ${i + 1}`);
}

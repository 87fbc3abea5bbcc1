// The shape of one schema migration: a version, a name, and its SQL for each store.
export interface Migration {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
}

// DayStore in a SQLite file (node:sqlite): the workers of one machine share it; WAL lets them
// read while one writes, and busy_timeout waits out another's write.
import { DatabaseSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { decodeRow, encodeRates, type DayRow, type DayStore } from './store.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS rate_days (date TEXT PRIMARY KEY, number TEXT, rates TEXT, stored_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS rate_leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, until INTEGER NOT NULL);`;

// Taken when free, expired, or already ours; RETURNING says whether the row is ours now.
const LEASE = `INSERT INTO rate_leases (name, holder, until) VALUES ('archive', ?1, ?2)
  ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, until = excluded.until
  WHERE rate_leases.holder = excluded.holder OR rate_leases.until <= ?3 RETURNING holder`;

function openDatabase(file: string): DatabaseSync {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA journal_mode = WAL');
  db.exec(SCHEMA);
  return db;
}

export function openSqliteDayStore(file: string): DayStore {
  const db = openDatabase(file);
  const q = (sql: string) => db.prepare(sql);
  return {
    async dates(from) {
      return q('SELECT date FROM rate_days WHERE date >= ? ORDER BY date').all(from).map((r) => r.date as string);
    },
    async read(dates) {
      const rows = q('SELECT date, number, rates FROM rate_days WHERE date IN (SELECT value FROM json_each(?)) ORDER BY date').all(JSON.stringify(dates));
      return rows.map((r) => decodeRow(r as unknown as DayRow));
    },
    async put({ date, bulletin }) {
      const run = q('INSERT INTO rate_days (date, number, rates, stored_at) VALUES (?, ?, ?, ?) ON CONFLICT (date) DO NOTHING')
        .run(date, bulletin?.number ?? null, bulletin ? encodeRates(bulletin) : null, Date.now());
      return Number(run.changes) === 1;
    },
    async lease(holder, now, ms) {
      return q(LEASE).get(holder, now + ms, now) !== undefined;
    },
    async release(holder) {
      q("DELETE FROM rate_leases WHERE name = 'archive' AND holder = ?").run(holder);
    },
    async close() {
      if (db.isOpen) db.close();
    },
  };
}

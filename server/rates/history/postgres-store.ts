// DayStore in the operator's PostgreSQL (DATABASE_URL): every process of every instance shares
// it. The tables are created when missing; the driver is loaded only when a database is set.
import type pg from 'pg';
import { decodeRow, encodeRates, type DayRow, type DayStore } from './store.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS rate_days (day date PRIMARY KEY, number text, rates jsonb, stored_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE IF NOT EXISTS rate_leases (name text PRIMARY KEY, holder text NOT NULL, until bigint NOT NULL);`;
// Any fixed number: two processes creating the tables at once would collide on the catalog.
const SCHEMA_LOCK = 1970170221;

const LEASE = `INSERT INTO rate_leases (name, holder, until) VALUES ('archive', $1, $2)
  ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, until = excluded.until
  WHERE rate_leases.holder = excluded.holder OR rate_leases.until <= $3 RETURNING holder`;

async function openPool(connectionString: string): Promise<pg.Pool> {
  const { Pool } = (await import('pg')).default;
  const pool = new Pool({ connectionString, max: 2, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000, application_name: 'unilira-rates' });
  // A broken idle connection is dropped; without a listener its 'error' would end the process.
  pool.on('error', () => {});
  return pool;
}

async function createTables(pool: pg.Pool): Promise<void> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    await c.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await c.query(SCHEMA);
    await c.query('COMMIT');
  } catch (err) {
    await c.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    c.release();
  }
}

export async function openPostgresDayStore(connectionString: string): Promise<DayStore> {
  const pool = await openPool(connectionString);
  try {
    await createTables(pool);
  } catch (err) {
    await pool.end();
    throw err;
  }
  return {
    async dates(from) {
      const { rows } = await pool.query("SELECT to_char(day, 'YYYY-MM-DD') AS date FROM rate_days WHERE day >= $1 ORDER BY day", [from]);
      return rows.map((r: { date: string }) => r.date);
    },
    async read(dates) {
      const { rows } = await pool.query("SELECT to_char(day, 'YYYY-MM-DD') AS date, number, rates FROM rate_days WHERE day = ANY($1::date[]) ORDER BY day", [dates]);
      return rows.map((r: DayRow) => decodeRow(r));
    },
    async put({ date, bulletin }) {
      const r = await pool.query('INSERT INTO rate_days (day, number, rates) VALUES ($1, $2, $3::jsonb) ON CONFLICT (day) DO NOTHING',
        [date, bulletin?.number ?? null, bulletin ? encodeRates(bulletin) : null]);
      return r.rowCount === 1;
    },
    async lease(holder, now, ms) {
      return ((await pool.query(LEASE, [holder, now + ms, now])).rowCount ?? 0) === 1;
    },
    async release(holder) {
      await pool.query("DELETE FROM rate_leases WHERE name = 'archive' AND holder = $1", [holder]);
    },
    async close() {
      if (!pool.ended && !pool.ending) await pool.end();
    },
  };
}

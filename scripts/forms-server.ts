// A bare loopback server around the form store, for the crash test and `npm run bench:forms`
// (not the site's form routes): POST /submit with { kind, locale, idempotencyKey, data }
// answers { reference, created } only after the store has committed. Store settings come from
// the environment through server/config.ts (DATA_DIR, DATABASE_URL); `--port 0` picks a port,
// printed as "listening <port>".
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.js';
import { openFormStore } from '../server/forms/open.js';
import { FormInputError, type SubmitInput } from '../server/forms/store.js';
import { MAX_DATA_BYTES } from '../server/forms/validate.js';

const { values } = parseArgs({ options: { port: { type: 'string', default: '0' } } });
const config = loadConfig();
const store = await openFormStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });

const send = (res: import('node:http').ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const server = createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/submit') return send(res, 404, { error: 'POST /submit only' });
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (c: Buffer) => {
    size += c.length;
    if (size > MAX_DATA_BYTES + 1024) {
      send(res, 413, { error: 'body too large' });
      req.destroy();
    } else chunks.push(c);
  });
  req.on('end', async () => {
    let input: SubmitInput | null = null;
    try {
      input = JSON.parse(Buffer.concat(chunks).toString('utf8')) as SubmitInput | null;
    } catch { /* answered below */ }
    if (typeof input !== 'object' || input === null) return send(res, 400, { error: 'body must be a JSON object' });
    try {
      const result = await store.submit({ kind: input.kind, locale: input.locale, idempotencyKey: input.idempotencyKey, data: input.data });
      send(res, result.created ? 201 : 200, result);
    } catch (err) {
      if (err instanceof FormInputError) return send(res, 400, { error: err.message });
      send(res, 500, { error: 'not stored' });
    }
  });
});

server.listen(Number(values.port), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : values.port}`);
});
process.on('SIGTERM', () => server.close(() => void store.close().then(() => process.exit(0))));

// `npm run dev`: builds, starts the server, and rebuilds and restarts it when a source file
// changes; content edits, every kind of them, are applied by the server itself.
// Content is validated either way, so a bad edit shows its file and field in the terminal.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development', PAGE_CACHE: process.env.PAGE_CACHE ?? 'false' };
let server;
let timer;
let building = false;

const run = (args) => new Promise((resolve) => spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' }).on('exit', resolve));

async function restart() {
  if (building) return;
  building = true;
  if (server) {
    const old = server;
    await new Promise((r) => { old.once('exit', r); old.kill('SIGTERM'); });
  }
  const code = await run(['scripts/build.mjs']);
  building = false;
  if (code !== 0) return console.error('build failed; waiting for the next change');
  server = spawn(process.execPath, ['dist/server/main.js'], { cwd: root, env, stdio: 'inherit' });
}

// The server watches content/ itself and applies an edit as it applies a CMS change
// (server/content/runtime.ts): validated, the pages it touched re-rendered, search updated.
for (const dir of ['shared', 'server', 'pages', 'blocks', 'views', 'widgets', 'public']) {
  watch(path.join(root, dir), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(restart, 150);
  });
}
process.on('SIGINT', () => { server?.kill('SIGTERM'); process.exit(0); });
await restart();

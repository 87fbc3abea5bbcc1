// Every request target gets an answer (RFC 9112 3.2): the absolute form is answered for its
// path, a target nothing can read is a 400 that closes the connection (from the front door
// itself, on any node:http server), and CONNECT, which Node hands to no request listener, is a
// 405 naming the methods the site serves.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { testApp, testConfig } from '../helpers/app.js';
import { createHttpServer } from '../../server/http/connections.js';

let server: Server;
let port: number;
/** The same front door on a server with none of the site's settings (connections.ts). */
let bare: Server;
beforeAll(async () => {
  const { app } = await testApp();
  server = createHttpServer(app, testConfig());
  bare = createServer(app);
  await Promise.all([server, bare].map((s) => new Promise<void>((r) => s.listen(0, '127.0.0.1', r))));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => Promise.all([server, bare].map((s) => new Promise<void>((r) => s.close(() => r())))));

/** Sends raw bytes; resolves with what came back and whether the server closed the socket, within 3 s. */
function raw(text: string, to = port): Promise<{ reply: string; closed: boolean }> {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port: to }, () => s.write(text));
    let reply = '';
    const done = (closed: boolean) => { clearTimeout(timer); s.destroy(); resolve({ reply, closed }); };
    const timer = setTimeout(() => done(false), 3000);
    s.on('data', (d) => (reply += d.toString('latin1')));
    s.on('end', () => done(true));
    s.on('error', () => done(true));
  });
}

describe('request targets', () => {
  for (const target of ['http://[::1]x/', 'http://[::1]:x/', 'http://[fz/', 'ftp://example.org/', 'nonsense', '//x#a@b', '//5#k@&5jzN"n']) {
    it(`"${target}" gets 400 and the connection closed`, async () => {
      const { reply, closed } = await raw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      expect(reply).toMatch(/^HTTP\/1\.1 400 /);
      expect(reply).not.toContain(target);
      expect(closed).toBe(true);
    });
  }

  it('a bare node:http server with the front door answers them alike', async () => {
    for (const target of ['http://[::1]x/', '//x#a@b']) {
      const { reply, closed } = await raw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`, (bare.address() as AddressInfo).port);
      expect(reply).toMatch(/^HTTP\/1\.1 400 /);
      expect(closed).toBe(true);
    }
  });

  it('the absolute form is answered for its path, like the origin form', async () => {
    const { reply } = await raw('GET http://www.unilira.example/iletisim/?a=1 HTTP/1.1\r\nHost: www.unilira.example\r\nConnection: close\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(reply).toContain('<html lang="tr"');
  });

  it('CONNECT gets 405 with Allow, not an empty reply', async () => {
    const { reply, closed } = await raw('CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 405 /);
    expect(reply).toMatch(/\r\nAllow: GET, HEAD, POST, OPTIONS\r\n/i);
    expect(closed).toBe(true);
  });

  it('a server that took a hundred unreadable targets still answers its health check', async () => {
    await Promise.all(Array.from({ length: 100 }, () => raw('GET http://[::1]x/ HTTP/1.1\r\nHost: a\r\n\r\n')));
    const { reply } = await raw('GET /healthz HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
  });
});

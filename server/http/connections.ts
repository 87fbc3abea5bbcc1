// The HTTP server's socket limits, so no client can hold the process's file descriptors:
// headers within seconds, whole requests within tens of seconds, a cap on open connections,
// and sockets without a request (silent, or idle keep-alive) shed when the cap comes near (health checks and real
// visitors then still get a socket). The keep-alive timeout stays above the PaaS router's own
// idle timeout, so the router never reuses a socket the app has just closed.
import http from 'node:http';
import type { RequestListener, IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../config.js';
import { ALLOW } from './guard.js';

/** How long a socket may wait without a request before it counts as sheddable near the cap. */
const WAITING_GRACE_MS = 250;

type Limits = Pick<Config, 'requestTimeoutMs' | 'headersTimeoutMs' | 'keepAliveTimeoutMs' | 'maxConnections'>;

export function createHttpServer(app: RequestListener, limits: Limits): http.Server {
  const server = http.createServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // How often Node looks for requests past their timeouts (default 30 s, which would let
      // a socket that sends nothing live for headersTimeout + 30 s).
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
      // A request without Content-Length or Transfer-Encoding has no body (RFC 9112, 6.3): its
      // stream starts ended, saving each GET the stream's end events. Bodies are read only by
      // body-parser, which skips such a request.
      optimizeEmptyRequests: true,
    },
    app,
  );
  // CONNECT is no method of this site's: Node hands it to 'connect' listeners, and without one
  // drops the socket with no answer.
  server.on('connect', (_req: IncomingMessage, socket: Socket) => {
    const body = JSON.stringify({ error: 'method_not_allowed', message: 'CONNECT is not served here' });
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
  const max = limits.maxConnections;
  const shedAt = Math.floor(max * 0.75);
  const sockets = new Map<Socket, number>(); // open sockets and when they connected
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, Date.now());
    // Node's headersTimeout starts with the first byte; a socket that never sends one would
    // otherwise stay open until the keep-alive or OS timeouts.
    const silent = setTimeout(() => socket.bytesRead > 0 || socket.destroy(), limits.headersTimeoutMs);
    socket.once('close', () => {
      clearTimeout(silent);
      sockets.delete(socket);
    });
    if (sockets.size > shedAt) shedWaiting();
    // The cap, enforced here rather than with server.maxConnections, which refuses newcomers
    // without a chance to shed first: the newest socket is refused only when nothing else can go.
    if (sockets.size > max) socket.destroy();
  });
  // Near the cap, sockets that carry no request right now (Node keeps the response in
  // progress on socket._httpMessage) and are not brand new are closed: silent ones, slow
  // headers, idle keep-alive. A real client or the router's health check sends its request at
  // once, so it is never the one shed.
  function shedWaiting(): void {
    const before = Date.now() - WAITING_GRACE_MS;
    for (const [socket, since] of sockets) {
      if (since < before && !(socket as Socket & { _httpMessage?: unknown })._httpMessage) {
        socket.destroy();
        // Counted out now: its 'close' comes later, and a busy loop must not count it twice.
        sockets.delete(socket);
      }
    }
  }
  return server;
}

/** Node keeps the response in progress on the socket (socket._httpMessage), with its request. */
type ServingSocket = Socket & { _httpMessage?: http.ServerResponse & { req?: IncomingMessage } };

/**
 * Whether a socket carries an answer the server owes: a request fully received whose response
 * is not yet sent. A socket without one (silent, headers still arriving, idle keep-alive) or
 * whose request body is still arriving owes nothing a client has not kept waiting itself.
 */
const inFlight = (socket: Socket) => {
  const res = (socket as ServingSocket)._httpMessage;
  return !!res && !res.writableFinished && !!res.req?.complete;
};

/**
 * SIGTERM: stop being ready at once, keep answering (with Connection: close) for the grace
 * period while the router takes the process out of rotation and requests already sent
 * arrive; then stop listening and close every socket that owes no answer (silent, slow
 * headers, a body still dribbling in, idle keep-alive), and go on doing so every 50 ms; exit 0
 * as soon as the answers in flight are sent. No client can hold the exit past the grace period
 * plus its slowest answer in flight (timeoutMs is the backstop).
 */
export function drainOnSignal(server: http.Server, opts: {
  graceMs: number;
  timeoutMs: number;
  onDrainStart: () => void;
  log: (msg: string, extra?: object) => void;
  exit: (code: number) => void;
}): (signal: string) => void {
  let started = false;
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return (signal) => {
    if (started) return;
    started = true;
    opts.onDrainStart();
    opts.log('shutting down', { signal });
    setTimeout(() => {
      opts.log('forced exit after timeout');
      opts.exit(1);
    }, opts.timeoutMs).unref();
    setTimeout(() => {
      server.close(() => {
        opts.log('closed');
        opts.exit(0);
      });
      const sweep = () => {
        let dropped = 0;
        for (const socket of sockets) {
          if (!inFlight(socket)) {
            socket.destroy();
            sockets.delete(socket);
            dropped++;
          }
        }
        return dropped;
      };
      const dropped = sweep();
      opts.log('dropped sockets owing no answer', { dropped, inFlight: sockets.size });
      // A socket whose answer has gone out is closed by Connection: close; any that lingers goes here.
      setInterval(sweep, 50).unref();
    }, opts.graceMs).unref();
  };
}

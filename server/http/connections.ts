// The HTTP server's socket limits, so no client can hold the process's file descriptors:
// headers within seconds, whole requests within tens of seconds, a cap on open connections,
// and idle keep-alive sockets shed first when the cap comes near (health checks and real
// visitors then still get a socket). The keep-alive timeout stays above the PaaS router's own
// idle timeout, so the router never reuses a socket the app has just closed.
import http from 'node:http';
import type { RequestListener } from 'node:http';
import type { Config } from '../config.js';

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
    },
    app,
  );
  server.maxConnections = limits.maxConnections;
  const shedAt = Math.floor(limits.maxConnections * 0.75);
  let open = 0;
  server.on('connection', (socket) => {
    open += 1;
    socket.once('close', () => (open -= 1));
    // Near the cap, sockets that carry no request right now (idle keep-alive, or connected
    // and silent) are closed, so a flood of them cannot starve everyone else.
    if (open > shedAt) server.closeIdleConnections();
  });
  return server;
}

/**
 * SIGTERM: stop being ready at once, keep answering (with Connection: close) for the grace
 * period while the router takes the process out of rotation and requests already sent
 * arrive, then stop listening, close idle sockets, and exit 0 when the last response is out.
 */
export function drainOnSignal(server: http.Server, opts: {
  graceMs: number;
  timeoutMs: number;
  onDrainStart: () => void;
  log: (msg: string, extra?: object) => void;
  exit: (code: number) => void;
}): (signal: string) => void {
  let started = false;
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
      // Keep-alive sockets that finish a response become idle: close them as they do.
      setInterval(() => server.closeIdleConnections(), 100).unref();
    }, opts.graceMs).unref();
  };
}

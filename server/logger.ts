// Structured logs on stdout (PaaS log drains read them); one line per request via pino-http.
import { pino, type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'site' }, redact: ['req.headers.cookie', 'req.headers.authorization'] });
}

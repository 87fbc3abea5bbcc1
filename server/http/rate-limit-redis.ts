// Rate-limit counters in Redis (REDIS_URL), shared by every process behind the router, through
// rate-limit-redis on the official client. Start-up waits for Redis (a wrong REDIS_URL stops
// the process with the reason); if Redis goes away later, the limiter lets requests through
// (express-rate-limit's passOnStoreError): the site stays up and logs why. The client is loaded
// only when REDIS_URL is set: without it (one instance) the process never holds it in memory.
import type { Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { LimitName } from './rate-limit.js';

export interface SharedRateLimitStore {
  store: (name: LimitName) => Store;
  close: () => Promise<void>;
}

export async function redisRateLimitStore(url: string, logger: Logger): Promise<SharedRateLimitStore> {
  const [{ createClient }, { RedisStore }] = await Promise.all([import('@redis/client'), import('rate-limit-redis')]);
  // No offline queue: while Redis is away a command fails at once (and the request passes)
  // instead of waiting for the reconnect.
  const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) } });
  // The URL may carry a password: log the error's kind only.
  client.on('error', (err: Error) => logger.warn({ err: { type: err.name, message: err.message.replace(/\/\/[^@]*@/, '//…@') } }, 'rate-limit store: redis error'));
  await client.connect();
  return {
    store: (name) => new RedisStore({ sendCommand: (...args: string[]) => client.sendCommand(args), prefix: `rl:${name}:` }),
    close: async () => {
      await client.close();
    },
  };
}

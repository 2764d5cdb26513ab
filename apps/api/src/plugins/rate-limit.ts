import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

/**
 * Rate limits off by default; routes opt in with `config.rateLimit`. With REDIS_URL the
 * counters are shared by every instance, otherwise kept in process.
 */
export default fp<{ redisUrl?: string | undefined }>(async (app, { redisUrl }) => {
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  // Without a listener ioredis reports connection errors on the console; it reconnects anyway.
  redis?.on('error', (err: Error) => app.log.warn({ err }, 'rate limit: Redis error'));
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'stockcar-rl:' } : {}),
  });
});

import { Redis } from 'ioredis';

/** Connects to Redis and fails fast if it cannot be reached, rather than queueing commands forever. */
export async function openRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  await redis.connect();
  return redis;
}

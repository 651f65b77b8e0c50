import type { Redis } from 'ioredis';
import type { AppConfig } from '../config.ts';
import type { Database } from './db/database.ts';

/** What every module plugin receives from buildApp. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  /** Present when REDIS_URL is set: shared counters and pub/sub across processes. */
  redis?: Redis;
}

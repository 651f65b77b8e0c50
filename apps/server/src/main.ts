import { mkdirSync } from 'node:fs';
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './platform/db/database.ts';
import { closeRedis, openRedis } from './platform/redis.ts';
import { keepStatistics } from './platform/db/statistics.ts';
import { seedOnStart } from './db/seed/seed.ts';

/** Start: config -> database -> migrate -> seed -> planner statistics -> listen (ARCHITECTURE §3). */
async function main() {
  const config = loadConfig();
  // The uploads folder is served statically from the start, before anyone has uploaded (or seeded) a file.
  mkdirSync(config.uploadsDir, { recursive: true });
  const open = () =>
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      timeouts: config.databaseTimeouts,
      pgliteSharedBuffers: config.pgliteSharedBuffers,
    });
  let database = await open();
  await database.migrate();
  const started = Date.now();
  const seeded = await seedOnStart(database.db, { demo: config.demo, ...config.seed, uploadsDir: config.uploadsDir });
  if (seeded && database.driver === 'pglite') {
    // The embedded database's WebAssembly memory never shrinks: reopened, it gives back what seeding took (about
    // 300 MB of the 800 MB resident right after a seeding start; docs/benchmarks.md).
    await database.close();
    database = await open();
  }
  // Redis down at start does not stop the start: the app falls back to this process's memory until it answers.
  const redis = config.redisUrl ? await openRedis(config.redisUrl, { timeoutMs: config.redisTimeoutMs }) : undefined;
  const app = await buildApp(config, database, redis);
  if (seeded) app.log.info({ ...seeded, ms: Date.now() - started }, 'demo data seeded');
  // Fresh data (a seed here, or a PostgreSQL database loaded by others meanwhile) is analyzed before the first request.
  const stopStatistics = await keepStatistics(database, app.log, { awaitFirst: Boolean(seeded) || database.driver !== 'pglite' });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    stopStatistics();
    await app.close();
    if (redis) await closeRedis(redis);
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  if (!config.smtpUrl && !config.demo) {
    // Outside demo mode nobody can read the outbox: activation and reset links would silently never arrive.
    app.log.warn('SMTP_URL is not set: e-mails are only recorded in the outbox and reach nobody');
  }
  app.log.info(
    { startupMs: Math.round(performance.now()) },
    `GemBourse is running at ${config.publicUrl} (database: ${database.driver}${redis ? ', redis' : ''})`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

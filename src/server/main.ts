/**
 * Server entry: `npm start` runs it compiled (`node dist-server/main.js`, scripts/build-server.mjs), `npm run
 * dev:server` through tsx. Migrates, seeds, creates the first admin
 * (and demo data with DEMO_DATA=1), serves the API and the built client, and shuts down gracefully.
 */
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { prepareDatabase } from './db/prepare';
import { connectRedis } from './redis';
import { seedBase } from './seed/index';
import { ensureAdmin, seedDemoAccounts, type Credentials } from './seed/users';
import { seedDemoWorkflow } from './seed/demo-workflow';
import { seedDemoNonconformities } from './seed/demo-nonconformity';
import { recordCredentials } from './startup-accounts';
import { quartzScheduler } from './jobs/scheduler';
import { createFileStore } from './storage/index';
import { signingIdentity } from './signing/signing-identity';

async function main(): Promise<void> {
  const config = loadConfig();
  // Benchmarks only (tests/bench/list-1m.ts): their demo entity and comparison routes.
  const bench = process.env.BENCH_ROUTES === '1' ? await import('./bench-switch') : null;
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await prepareDatabase(database.db, database.schema);
  await seedBase(database.db);
  // One store for the seeds and the app (S3_* or DATA_DIR/files); the app closes it on close.
  const files = createFileStore(config);

  // The certificate PDFs' self-signed key (unless CERT_SIGN_P12 names one) is made on first start.
  await signingIdentity(database.db, config);
  const admin = await ensureAdmin(database.db);
  if (admin)
    recordCredentials(config.dataDir, 'admin-password.txt', 'CertDesk administrator account (first start):', [
      admin,
    ]);
  if (config.demoData) {
    const demo = await seedDemoAccounts(database.db, { files });
    // The certification workflow's demo records, once (after the demo company and accounts exist).
    await seedDemoWorkflow(database.db, { files, log: (m) => console.warn(m) });
    await seedDemoNonconformities(database.db);
    const created = [demo.staff, demo.customer, demo.pendingCustomer].filter(
      (c): c is Credentials => c !== null,
    );
    recordCredentials(config.dataDir, 'demo-accounts.txt', 'CertDesk demo accounts (first start):', created);
  }

  const redis = config.redisUrl ? connectRedis(config.redisUrl) : null;
  const app = await buildApp(config, {
    database,
    redis,
    files,
    serveClient: true,
    schemaRoots: bench?.benchSchemaRoots(process.env),
  });
  app.addHook('onClose', () => files.close());
  if (config.publicBaseUrl === null) {
    app.log.warn(
      'PUBLIC_BASE_URL is not set (NODE_ENV=production): certificate PDFs are refused until it names the public address of this app',
    );
  }
  bench?.registerBenchRoutes(app);

  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A hung connection must not keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, app.config.keepAliveTimeoutMs + 15_000);
    timer.unref();
    app.drain
      .start()
      .then(() => app.close())
      .then(async () => {
        await redis?.quit().catch(() => undefined);
        await database.db.destroy();
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Scheduled jobs run in the server only (API tests start a scheduler where they test one).
  await quartzScheduler(app).start();
}

main().catch((error: unknown) => {
  console.error('CertDesk failed to start:', error);
  process.exit(1);
});

/**
 * Builds the Fastify application: decorations (db, config, redis, secrets), the HTTP conventions
 * (envelope errors, i18n, route access), security headers, API docs, health and the modules.
 */
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import './fastify-augment';
import type { AppConfig } from './config';
import { connectDatabase, type DatabaseHandle } from './db/connect';
import { prepareDatabase } from './db/prepare';
import { loadSecrets } from './auth/secrets';
import { watchTableChanges } from './db/changes/watch';
import { connectRedis, reportRedisOutages, type Redis } from './redis';
import { redisStoreWithLocalFallback } from './http/fallback-rate-limit-store';
import { registerErrorHandling, notFound, LocalizedHttpError } from './http/errors';
import { registerI18n } from './http/i18n';
import { MSG } from './http/messages';
import { registerRouteAccess } from './http/route-access';
import { registerApiDocs } from './http/api-docs';
import { registerHealth } from './http/health';
import { registerDrain } from './http/drain';
import { registerClient } from './http/client';
import { registerInputGuard } from './http/input-guard';
import { registerNoStore } from './http/cache-headers';
import { registerJsonCompression } from './http/compress-json';
import { RequestLogController } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import modules from './modules/index';
import { createFileStore, type FileStore } from './storage/index';
import { createEntityHookRegistry } from './modules/crud/hooks';
import { createWorkflowActionRegistry } from './workflow/actions';
import { AppSchemas } from './modules/schema/registry';
import { createPageAnswerDecorators } from './modules/schema/page-answer-decorators';
import { createDownloadGrants } from './modules/upload/download-grants';

export interface AppDeps {
  /** An opened, migrated database; absent: opened from config and migrated here (and closed on close). */
  database?: DatabaseHandle;
  /** A Redis client; absent: connected from config.redisUrl when set (and closed on close). */
  redis?: Redis | null;
  redisPrefix?: string;
  /** Fastify logger setting; defaults to JSON logs at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Serve the built client from config.publicDir with an SPA fallback. */
  serveClient?: boolean;
  /** Schema roots read besides the schema root (a test's demo entity, the benchmark's), by this app only. */
  schemaRoots?: string[];
  /** Where files are stored; absent: from config (S3_* or DATA_DIR/files), closed on close. */
  files?: FileStore;
}

export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    // One line per request instead of Fastify's two.
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    // Validation errors for forms: every problem at once, unknown fields refused, not dropped.
    ajv: {
      customOptions: { removeAdditional: false, allErrors: true, coerceTypes: 'array', useDefaults: true },
    },
    return503OnClosing: true,
    keepAliveTimeout: config.keepAliveTimeoutMs,
  });

  const ownsDatabase = !deps.database;
  const database =
    deps.database ??
    (await connectDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pglite'),
    }));
  if (ownsDatabase) await prepareDatabase(database.db, database.schema, { log: (m) => app.log.info(m) });
  const ownsRedis = deps.redis === undefined && !!config.redisUrl;
  const redis =
    deps.redis !== undefined ? deps.redis : config.redisUrl ? connectRedis(config.redisUrl) : null;

  app.decorate('config', config);
  const changes =
    database.kind === 'postgres' && config.databaseUrl && config.listCacheMb > 0
      ? watchTableChanges(config.databaseUrl, database.db, app.log)
      : null;
  app.decorate('tableVersions', changes?.versions ?? null);
  // Ready once LISTEN is in place (or its first attempt failed: it keeps trying), so kept pages start at once.
  if (changes) app.addHook('onReady', () => changes.listener.started);
  // Every write of this instance fences its table first (db/changes/write-fence-plugin.ts).
  app.decorate('db', changes ? database.db.withPlugin(changes.fence) : database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('redis', redis);
  if (redis) reportRedisOutages(redis, app.log);
  app.decorate('redisPrefix', deps.redisPrefix ?? 'certdesk:');
  app.decorate('drain', registerDrain(app, config.keepAliveTimeoutMs));
  app.decorate('secrets', await loadSecrets(database.db, config));
  const files = deps.files ?? createFileStore(config);
  app.decorate('files', files);
  // Before the modules, which register on it: this app's own, never another app's in the process.
  app.decorate('entityHooks', createEntityHookRegistry());
  app.decorate('workflowActions', createWorkflowActionRegistry());
  app.decorate('schemas', new AppSchemas(deps.schemaRoots));
  app.decorate('pageAnswerDecorators', createPageAnswerDecorators());
  app.decorate('downloadGrants', createDownloadGrants());
  app.decorate('exportLayouts', []);
  app.decorate('fieldRuleSource', {});
  app.addHook('onClose', async () => {
    await changes?.listener.close();
    if (!deps.files) await files.close();
    if (ownsRedis) await redis?.quit().catch(() => undefined);
    if (ownsDatabase) await database.db.destroy();
  });

  registerI18n(app);
  registerErrorHandling(app);
  registerRouteAccess(app);
  registerInputGuard(app);
  registerNoStore(app);
  registerJsonCompression(app);

  registerSecurityHeaders(app);
  await app.register(rateLimit, {
    // Only routes that ask for a limit (config.rateLimit) are limited.
    global: false,
    // Counted in Redis across instances, in this process while Redis cannot answer.
    ...(redis ? { store: redisStoreWithLocalFallback(redis, `${app.redisPrefix}rl:`) } : {}),
    errorResponseBuilder: (_request, context) =>
      new LocalizedHttpError(context.statusCode, MSG.tooManyRequests),
  });
  await registerApiDocs(app);
  registerHealth(app);
  await app.register(modules);

  if (deps.serveClient) await registerClient(app, config.publicDir);
  else app.setNotFoundHandler(notFound);
  return app;
}

// buildApp(config) → a ready Fastify instance. main.js and the tests build the app the same way.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { answer } from '@sommai/knowledge';
import { API_ERRORS, LIMITS } from '@sommai/shared';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/index.ts';
import { type LazyAuth, lazyAuth } from './lib/auth.ts';
import { HttpError, isWriteFailure } from './lib/errors.ts';
import { refuseControlCharacters } from './lib/input.ts';
import { Jobs } from './lib/jobs.ts';
import { landingPage } from './lib/landing-page.ts';
import { loggerOptions, logRequests } from './lib/logging.ts';
import { Metrics, registerMetrics } from './lib/metrics.ts';
import { outboxJobs } from './lib/outbox.ts';
import { openRedis } from './lib/redis.ts';
import { registerSecurityHeaders, type SecurityHeaders } from './lib/security-headers.ts';
import { isAppRoute, looksLikeFile, robotsTxt, sitemapXml } from './lib/seo.ts';
import { Sessions } from './lib/session.ts';
import { postgresBus } from './lib/session-bus.ts';
import { releaseStartMemory } from './lib/start-memory.ts';
import { type ObjectStore, openStore } from './lib/storage.ts';
import { SharedUploadRate, type UploadCounter, UploadRate } from './lib/upload-rate.ts';
import { purgeJobs } from './modules/account/deletion.ts';
import { oidcRoutes } from './modules/account/oidc.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { activityRoutes } from './modules/activity/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { messageJobs } from './modules/admin/service.ts';
import { adminVerificationAtStart } from './modules/admin/verify.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import {
  closeComposePool,
  composeThreads,
  configureComposePool,
  warmComposePool,
} from './modules/chat/compose-pool.ts';
import { stopOcr } from './modules/chat/ocr.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { configRoutes } from './modules/config/routes.ts';
import { examRoutes } from './modules/exams/routes.ts';
import { fileRemovalJobs } from './modules/files/deletions.ts';
import { filesRoutes } from './modules/files/routes.ts';
import { gamesRoutes } from './modules/games/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { imageRoutes } from './modules/images/routes.ts';
import { invitesRoutes } from './modules/invites/routes.ts';
import { messagesRoutes } from './modules/messages/routes.ts';
import { openaiRoutes } from './modules/openai/routes.ts';
import { pdfRoutes } from './modules/pdf/routes.ts';
import { preferencesRoutes } from './modules/preferences/routes.ts';
import { quizRoutes } from './modules/quiz/routes.ts';
import { closeRenderPool, configureRenderPool } from './modules/render/pool.ts';
import { reviewRoutes } from './modules/review/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { tastingRoutes } from './modules/tasting/routes.ts';
import { trainingRoutes } from './modules/training/routes.ts';
import { reservationJobs, sweepReservations } from './modules/usage/service.ts';

const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };

/** Which embedded default or external service is in use for each part of the product. */
export interface Defaults {
  database: string;
  storage: string;
  ai: string;
  images: string;
  email: string;
  payments: string;
  signIn: string;
}

export interface AppContext {
  config: Config;
  db: Database['db'];
  database: Database;
  /** better-auth, loaded on first use. */
  auth: LazyAuth;
  sessions: Sessions;
  files: ObjectStore;
  /** Files each user may upload per minute. */
  uploads: UploadCounter;
  /** The Redis (REDIS_URL) that servers share their request counts through, when there is one. */
  redis?: Redis;
  /** Aborted when a stopping server's SHUTDOWN_TIMEOUT_MS has passed: open streams end cleanly. */
  stopping: AbortSignal;
  /** Prometheus figures; the job queue reports its depth through `metrics.jobQueueDepth`. */
  metrics: Metrics;
  /** Background jobs, shared by every process on the database. */
  jobs: Jobs;
  version: string;
  defaults: Defaults;
}

export function describeDefaults(config: Config, database: Database, files: ObjectStore): Defaults {
  return {
    database: database.kind === 'pglite' ? 'embedded (PGlite in DATA_DIR)' : 'PostgreSQL (DATABASE_URL)',
    storage: files.description,
    ai: config.ai ? `OpenAI-compatible endpoint (${config.ai.model})` : 'embedded (wine knowledge engine)',
    images: config.images
      ? `OpenAI-compatible images endpoint (${config.images.model}), built-in renderer as fallback`
      : 'embedded (built-in renderer)',
    email: config.smtpUrl ? 'SMTP (and kept in the outbox)' : 'embedded (outbox in the database)',
    payments: config.stripe
      ? 'Stripe (checkout, customer portal and signed webhooks)'
      : 'none (plans set by trial and by admins)',
    signIn: config.oidc ? `email and password, plus OIDC (${config.oidc.name})` : 'email and password',
  };
}

export interface BuildOptions {
  database?: Database;
  /** Another file store (the tests use one whose disk is full). */
  files?: ObjectStore;
  /** false turns logging off; otherwise the redacting logger of `loggerOptions`, to stdout or `logStream`. */
  logger?: false;
  logStream?: Writable;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Ends the answers still streaming (each with a proper ending, its reservation settled). */
    endOpenStreams(): void;
  }
}

/** An incoming X-Request-Id is used when it is short and plain; otherwise the server makes one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** How long after it starts listening the server warms up what the first chat turn and sign-in need. */
const WARM_UP_DELAY_MS = 1_000;

const routeLists = new WeakMap<FastifyInstance, { method: string; url: string }[]>();

/** The routes of an app built by `buildApp`: method and URL pattern. */
export function routeList(app: FastifyInstance): readonly { method: string; url: string }[] {
  return routeLists.get(app) ?? [];
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase(config));
  const auth = lazyAuth(config, database.db);
  const files = options.files ?? openStore(config);
  const redis = config.redisUrl ? await openRedis(config.redisUrl) : undefined;
  const stopping = new AbortController();
  const ctx: AppContext = {
    config,
    db: database.db,
    database,
    auth,
    sessions: new Sessions(database.db, { cacheMs: config.sessionCacheMs }),
    files,
    uploads: redis ? new SharedUploadRate(redis) : new UploadRate(),
    redis,
    stopping: stopping.signal,
    metrics: new Metrics(),
    jobs: new Jobs(database, { pollMs: config.jobs.pollMs }),
    version: pkg.version,
    defaults: describeDefaults(config, database, files),
  };

  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    // Fastify's two lines per request give way to one, written on response (logRequests below).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: LIMITS.jsonBodyMaxBytes,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // A hop count trusts that many proxies nearest the server (Fastify's own rule for a number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  });

  ctx.jobs.log = app.log;
  app.decorate('jobs', ctx.jobs);
  ctx.metrics.onJobQueueDepth(async () =>
    Object.fromEntries(Object.entries(await ctx.jobs.depth()).map(([queue, d]) => [queue, d.queued])),
  );
  // Every route, as registered (the tests walk them all with hostile input).
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  routeLists.set(app, routes);

  if (!options.database) app.addHook('onClose', async () => database.close());
  if (redis) app.addHook('onClose', async () => void redis.quit().catch(() => {}));
  app.decorate('endOpenStreams', () => stopping.abort());
  // A callback hook, not an async one: every request passes here, and a promise per request is not free.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  if (options.logger !== false) logRequests(app);

  // Several processes on PostgreSQL: a change to a user's sessions clears every process's cache.
  if (database.kind === 'postgresql' && database.url) {
    const bus = await postgresBus({
      url: database.url,
      log: app.log,
      onForget: (userId) => ctx.sessions.forgetLocally(userId),
    });
    ctx.sessions.useBus(bus);
    app.addHook('onClose', async () => bus.close());
  }

  // Tokens set aside for answers no server is still writing go back: at start-up every one in the
  // embedded database (only this process opens it), then the expired ones by a periodic job.
  await sweepReservations(database.db, { all: database.kind === 'pglite' });
  // The queue stops (running jobs finish or go back to the queue) before the database closes.
  app.addHook('onClose', async () => ctx.jobs.stop());
  await ctx.jobs.start();
  await outboxJobs(ctx);
  await messageJobs(ctx);
  await purgeJobs(ctx, app.log);
  await fileRemovalJobs(ctx);
  const stopSweeps = await reservationJobs(ctx, app.log);
  app.addHook('onClose', async () => stopSweeps());
  configureRenderPool(config.render);
  app.addHook('onClose', async () => closeRenderPool());
  configureComposePool(config.compose);
  app.addHook('onClose', async () => closeComposePool());
  app.addHook('onClose', async () => stopOcr());
  app.addHook('onClose', async () => files.close());

  // Security headers, computed once; the app's HTML gets its nonces in serveIndex.
  const security = registerSecurityHeaders(app, { hsts: config.publicUrl.startsWith('https://') });

  await app.register(rateLimit, {
    global: false,
    // With Redis every process counts the same requests; a Redis that fails lets requests through.
    ...(redis ? { redis, nameSpace: 'sommai:rate:', skipOnError: true } : {}),
    errorResponseBuilder: (_req, ctx) => {
      const err = new HttpError(429, 'RATE_LIMITED', API_ERRORS.RATE_LIMITED);
      // The plugin throws what this returns; statusCode makes the error handler keep 429.
      return Object.assign(err, { statusCode: ctx.statusCode });
    },
  });

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof HttpError) {
      if (err.status >= 500) req.log.error({ err: err.cause ?? err }, err.code);
      return reply.code(err.status).send(err.toBody());
    }
    const e = err as { statusCode?: number; code?: string; validation?: unknown; message: string };
    if (isWriteFailure(err)) {
      // A write the disk refused anywhere (file store, temporary files): the server's side, said plainly.
      req.log.error({ err }, 'write failed');
      return reply
        .code(507)
        .send({ error: { code: 'STORAGE_WRITE_FAILED', message: API_ERRORS.STORAGE_WRITE_FAILED } });
    }
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ error: { code: 'BODY_TOO_LARGE', message: API_ERRORS.BODY_TOO_LARGE } });
    }
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      // Fastify's own client errors (bad JSON, wrong content type…) keep their status and a plain message.
      return reply
        .code(e.statusCode)
        .send({ error: { code: e.code ?? 'BAD_REQUEST', message: e.message || API_ERRORS.VALIDATION } });
    }
    req.log.error({ err }, 'request failed');
    return reply.code(500).send({ error: { code: 'INTERNAL', message: API_ERRORS.INTERNAL } });
  });

  registerMetrics(app, ctx.metrics, config.metricsToken);

  // Every route: text with control characters is refused before the route reads it.
  app.addHook('preValidation', refuseControlCharacters);

  await app.register(async (api) => {
    await healthRoutes(api, ctx);
    await configRoutes(api, ctx);
    await accountRoutes(api, ctx);
    await oidcRoutes(api, ctx);
    await adminRoutes(api, ctx);
    await messagesRoutes(api, ctx);
    await billingRoutes(api, ctx);
    await invitesRoutes(api, ctx);
    await settingsRoutes(api, ctx);
    await activityRoutes(api, ctx);
    await filesRoutes(api, ctx);
    await preferencesRoutes(api, ctx);
    await chatRoutes(api, ctx);
    await gamesRoutes(api, ctx);
    await quizRoutes(api, ctx);
    await reviewRoutes(api, ctx);
    await examRoutes(api, ctx);
    await tastingRoutes(api, ctx);
    await pdfRoutes(api, ctx);
    // API keys, and the OpenAI-compatible /v1 with its own error shape.
    await openaiRoutes(api, ctx);
    // Own scope: image and training routes bring their multipart settings and background worker.
    await api.register(async (scope) => {
      await imageRoutes(scope, ctx);
      await trainingRoutes(scope, ctx);
    });
  });

  registerWeb(app, config, security);
  // The ADMIN_EMAIL account that is not an admin yet gets a fresh one-time link at every start.
  app.addHook('onListen', async () => {
    await adminVerificationAtStart(database.db, config, app.log).catch((err) =>
      app.log.error({ err }, 'could not issue the admin email link'),
    );
  });
  // Warm-ups: the composing threads, each loading the knowledge engine and building its search
  // index (most of a second, off the main thread; on the main thread itself when CHAT_THREADS=0),
  // and then authentication are made ready a moment after the server starts listening, so that
  // the first requests (a health check, a page) are answered at once rather than queued behind
  // them; a chat turn or sign-in that comes sooner builds what it needs itself. The tokenizer (tens
  // of MB for its encoding) is left to load with the first chat turn.
  let warmUp: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    warmUp = setTimeout(() => {
      if (composeThreads() > 0)
        warmComposePool().catch((err) => app.log.error({ err }, 'could not start the composing threads'));
      else answer({ question: 'What grape is Chablis made from?', level: 1, style: 'friendly' });
      setImmediate(() =>
        auth().then(
          () => setImmediate(releaseStartMemory),
          (err) => app.log.error({ err }, 'could not load authentication'),
        ),
      );
    }, WARM_UP_DELAY_MS);
    warmUp.unref();
  });
  app.addHook('onClose', async () => clearTimeout(warmUp));
  return app;
}

/** Serves the built SPA: hashed assets cached for good, index.html fresh with this response's CSP nonce. */
function registerWeb(app: FastifyInstance, config: Config, security: SecurityHeaders) {
  const dist = config.webDist ?? path.resolve(import.meta.dirname, '../../web/dist');
  const indexFile = path.join(dist, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  // The landing page prerendered at build time, served for `/` without the app's scripts.
  const landingFile = path.join(dist, 'landing.html');
  const landing =
    indexHtml && existsSync(landingFile) ? landingPage(readFileSync(landingFile, 'utf8'), config) : undefined;
  if (indexHtml) {
    app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: true,
      allowedPath: (p) => p !== '/index.html' && p !== '/landing.html',
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const serveIndex = (html: string, reply: FastifyReply, status = 200) => {
    const nonce = security.withNonces(reply);
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html.replaceAll('__CSP_NONCE__', nonce));
  };
  // The root is a directory to the static plugin; it must always be the app itself.
  if (indexHtml) app.get('/', (req, reply) => (landing ? landing(req, reply) : serveIndex(indexHtml, reply)));

  app.get('/robots.txt', (_req, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(config.publicUrl)),
  );
  app.get('/sitemap.xml', (_req, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(config.publicUrl, [config.privacyUrl, config.termsUrl])),
  );

  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === '/api' || req.url.startsWith('/api/');
    if (isApi || req.method !== 'GET' || !indexHtml) {
      const message = isApi || indexHtml ? API_ERRORS.NOT_FOUND : 'The web app is not built. Run npm run build.';
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message } });
    }
    // A missing file (an old asset, /favicon.png, /ads.txt…) is a plain 404, never the app's HTML.
    if (looksLikeFile(req.url)) {
      return reply
        .code(404)
        .header('cache-control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send(API_ERRORS.NOT_FOUND);
    }
    // An address the app has no page for still gets the app (it shows its "not found" page), with a 404 status.
    return serveIndex(indexHtml, reply, isAppRoute(req.url) ? 200 : 404);
  });
}

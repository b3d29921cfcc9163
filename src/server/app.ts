import { photoStoreFor } from './platform/uploads/photo-store';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import type { TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, LogController, type onRouteHookHandler } from 'fastify';
import { scheduleHousekeeping } from './schedules/housekeeping';
import { scheduleBackups } from './schedules/backup-schedule';
import { scheduleReminders } from './schedules/reminder-schedule';
import type { Config } from './platform/config/config';
import type { Db } from './platform/db/db';
import type { AppDeps } from './platform/deps/deps';
import { type Clock, systemClock } from './platform/core/clock';
import { type Pace, realPace } from './platform/core/pace';
import { createLimiters } from './platform/limits/limiters';
import type { MailTransport } from './platform/mail/mail.types';
import type { SecretBox } from './platform/secrets/secret-box';
import { loadSecretsKey } from './platform/secrets/secrets-key';
import { registerCrossSiteGuard } from './doors/http/cross-site-guard';
import { registerSecurityHeaders } from './doors/http/security-headers';
import { registerErrorHandler } from './doors/http/error-handler';
import { registerAdminGuard } from './doors/http/admin-guard';
import { acceptEmptyJsonBodies, applyTimeouts, noStoreForSessions, registerHealthCheck } from './doors/http/hardening';
import { type LogStream, logRequestsAtDebug, loggerOptions } from './doors/http/logger';
import { createMailQueue } from './platform/mail/mail-queue';
import { startMailWorker } from './platform/mail/mail-worker';
import { createSmtpTransport } from './platform/mail/smtp-transport';
import { createPaymentProvider } from './platform/payment-provider/create-payment-provider';
import { requestUserPlugin } from './doors/http/request-user';
import { registerStaticClient } from './doors/site/static-client';
import { registerSiteFiles } from './doors/site/site-files.routes';
import { registerRestRoutes } from './doors/rest/rest-routes';
import { type AppRouter, appRouter } from './doors/trpc/app-router';
import { contextFactory } from './doors/trpc/context';
import { answerQueriesDirectly } from './doors/trpc/query-fast-path';
import { sharedSerializerFactory } from './doors/http/shared-serializers';

const defaultClientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));
const defaultSsrDir = fileURLToPath(new URL('../../dist/ssr', import.meta.url));

interface BuildAppOptions {
  config: Config;
  db: Db;
  clientDir?: string;
  /** The server-side bundle of the client; without it every page is rendered by the browser. */
  ssrDir?: string;
  logger?: boolean;
  /** Tests may hand in their own transport; by default SMTP_URL decides. */
  mailer?: MailTransport | null;
  /** Tests read the log lines here; by default they go to stdout. */
  logStream?: LogStream;
  /** Tests move time on with their own clock; by default the system's. */
  clock?: Clock;
  /** Tests move the process's own time (the boards' rests) with their own pace; by default the real one. */
  pace?: Pace;
  /** Tests see every route as it is registered (the contracts test checks their response schemas). */
  onRoute?: onRouteHookHandler;
  /** The key that seals the database's secrets (main.ts loads it once); by default SECRETS_KEY or the key file. */
  secrets?: SecretBox;
}

/** Builds the whole site as one Fastify app; main.ts listens, tests inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    // Fastify's own request lines are off; logRequestsAtDebug writes one line per request at debug.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Batched tRPC GETs put every call's name in the path.
    routerOptions: { maxParamLength: 5000 },
    schemaController: { compilersFactory: { buildSerializer: sharedSerializerFactory } },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const clock = options.clock ?? systemClock;
  const deps: AppDeps = {
    config,
    db,
    limiters: createLimiters(config, clock),
    log: app.log,
    mailer: options.mailer === undefined ? createSmtpTransport(config) : options.mailer,
    mailQueue: createMailQueue(),
    payments: await createPaymentProvider(config, db),
    clock,
    pace: options.pace ?? realPace,
    photos: photoStoreFor(config, db),
    secrets: options.secrets ?? loadSecretsKey(config).box,
  };
  const mailWorker = startMailWorker(deps);
  app.addHook('onClose', async () => {
    await mailWorker.stop();
    deps.mailer?.close();
  });

  registerSecurityHeaders(app, { contentSecurityPolicy: { directives: contentSecurityPolicy } });
  // Dynamic answers (pages, JSON) above 1 KB; built assets are already compressed on disk.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);
  // Photo uploads (POST /api/feed, match comments); each route sets its own limits.
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  await app.register(requestUserPlugin, deps);
  registerCrossSiteGuard(app, config);
  registerErrorHandler(app);
  noStoreForSessions(app);
  applyTimeouts(app);
  registerHealthCheck(app, db);
  logRequestsAtDebug(app);

  const logFailedCall = (error: TRPCError, path: string | undefined) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'tRPC call failed');
  };
  await app.register(async (trpcScope) => {
    // Plain GETs of queries are answered before tRPC's adapter (see query-fast-path.ts).
    trpcScope.addHook('preHandler', answerQueriesDirectly({ router: appRouter, createContext: contextFactory(deps), onError: logFailedCall }));
    await trpcScope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: contextFactory(deps),
        onError: ({ error, path }) => logFailedCall(error, path),
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  });
  // Every /api/admin path, known or not, on the root so unknown paths are guarded too.
  registerAdminGuard(app);
  // The REST door in its own scope: tRPC keeps its own JSON handling (it reads the raw body).
  await app.register((scope, _options, done) => {
    acceptEmptyJsonBodies(scope);
    registerRestRoutes(scope, deps);
    done();
  });
  scheduleHousekeeping(app, db);
  scheduleBackups(app, config);
  scheduleReminders(app, deps);
  const clientDir = options.clientDir ?? defaultClientDir;
  registerSiteFiles(app, deps, clientDir);
  await registerStaticClient(app, deps, {
    clientDir,
    ssrDir: options.ssrDir ?? (options.clientDir ? path.join(options.clientDir, '..', 'ssr') : defaultSsrDir),
  });
  return app;
}

const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Mantine sets style attributes at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

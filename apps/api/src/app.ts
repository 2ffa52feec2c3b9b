import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import pino from 'pino';
import helmet from 'helmet';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ErrorCode, MAX_FILES_PER_UPLOAD, apiError, prevedi } from '@rp/contract';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { lockKnownPasswords, createAdmin, hasActiveAdmin } from './db/seed/accounts.ts';
import { seedDemo } from './db/seed/demo.ts';
import { seedLokacije } from './db/seed/lokacije.ts';
import { seedRadniNalogOpcije } from './db/seed/radni-nalog.ts';
import { seedSabloni } from './db/seed/sabloni.ts';
import { ANSWER_ENCODINGS, BROTLI_OPTIONS, GZIP_OPTIONS, compressWholeAnswers } from './lib/compress-whole.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin, frameworkErrors, isApiRequest, jezikZahteva, withRequestId } from './plugins/errors.ts';
import { filesPlugin } from './plugins/files.ts';
import { deleteExpiredIdempotencyKeys, idempotencyPlugin } from './plugins/idempotency.ts';
import { REQUEST_ID_HEADER, instancePlugin, requestIdOf } from './plugins/instance.ts';
import { dropEndedRateLimits, postgresRateLimitStore } from './plugins/rate-limit-store.ts';
import { deleteExpiredUploads } from './lib/expired-uploads.ts';
import type { Job } from './lib/jobs.ts';
import { dropExpiredCounters } from './modules/session/repository.ts';
import type { FileStore } from './plugins/files.ts';
import { sessionRoutes } from './modules/session/routes.ts';
import { radniciRoutes } from './modules/radnici/routes.ts';
import { evidencijaRoutes } from './modules/evidencija/routes.ts';
import { zahteviRoutes } from './modules/evidencija/zahtevi-routes.ts';
import { godisnjiRoutes } from './modules/godisnji/routes.ts';
import { prazniciRoutes } from './modules/praznici/routes.ts';
import { masineRoutes } from './modules/masine/routes.ts';
import { notesRoutes } from './modules/notes/routes.ts';
import { rssRoutes } from './modules/rss/routes.ts';
import { lokacijeRoutes } from './modules/lokacije/routes.ts';
import { radniNalogRoutes } from './modules/radni-nalog/routes.ts';
import { fajloviRoutes } from './modules/fajlovi/routes.ts';
import { zadaciRoutes } from './modules/zadaci/routes.ts';
import { posloviRoutes } from './modules/poslovi/routes.ts';
import { ganttRoutes } from './modules/gantt/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { klijentiRoutes } from './modules/klijenti/routes.ts';
import { nepokretnostiImportRoutes } from './modules/nepokretnosti/import-routes.ts';
import { nepokretnostiRoutes } from './modules/nepokretnosti/routes.ts';
import { proceneIzvestajRoutes } from './modules/procene/izvestaj-routes.ts';
import { proceneIzvozRoutes } from './modules/procene/izvoz-routes.ts';
import { proceneRoutes } from './modules/procene/routes.ts';
import { statistikaRoutes } from './modules/statistika/routes.ts';
import { komparativiRoutes } from './modules/komparativi/routes.ts';

/** The portal's icon (public/favicon.svg), the one file of its root that is not revalidated on every use. */
const FAVICON = 'favicon.svg';

/** Answers shorter than this go as they are: their compression would save less than a packet. */
export const COMPRESS_FROM_BYTES = 8 * 1024;
/** What is compressed on the way out: JSON (the API's answers) and text (CSV exports, the portal's page). */
const COMPRESSIBLE_TYPES = /^(?:application\/(?:[\w.-]+\+)?json|text\/(?:plain|csv|html|css|javascript))(?:;|$)/;

export interface BuildOptions {
  config: AppConfig;
  /** A database opened by the caller (tests share one per file); otherwise the app opens and closes its own. */
  database?: Database;
  /** pino logger options; `false` silences logs (tests). */
  logger?: boolean | object;
  /** A file store made by the caller (tests of the S3 store); otherwise the configuration's. */
  files?: FileStore;
}

function origin(url: string): string | undefined {
  try {
    const { protocol, host } = new URL(url.replace(/\{[a-z]\}/g, 'a'));
    return `${protocol}//${host}`;
  } catch {
    return undefined;
  }
}

export async function buildApp({ config, database, logger, files }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Log lines are gathered and written to stdout 4 KB or a second at a time (a write per request's line was the
    // largest single cost of a read in the API benchmark); pino writes what is pending when the process exits.
    logger: logger ?? {
      level: config.logLevel,
      stream: pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 }),
    },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // The first start's demo firm (3,200 properties among it) is seeded in onReady: on a busy machine that outlasts
    // Fastify's 10 s default, which would abort the start halfway.
    pluginTimeout: 120_000,
    // X-Forwarded-* only from the proxies TRUST_PROXY names: anyone else could choose their own address.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 2 * 1024 * 1024,
    // Each request's id is in every log line of the request (pino's reqId), its answer's x-request-id header and its
    // error model: the proxy's id when it sends a well-formed one, so one id follows a request through the proxy.
    genReqId: requestIdOf,
    frameworkErrors,
    // One access-log line per request (below) instead of Fastify's two: logging was ~8% of a read's CPU time.
    logController: new LogController({ requestIdLogLabel: 'reqId', disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  // The first hook of all, so that an answer refused by any later hook names its request too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (request.routeOptions.config?.isQuiet) request.log.debug(line, 'request completed');
    else request.log.info(line, 'request completed');
    done();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: config.checkResponses }));
  app.decorate('config', config);

  const tileOrigins = [origin(config.tileUrl)].filter((value): value is string => !!value);
  const geocoderOrigins = [origin(config.geocoderUrl)].filter((value): value is string => !!value);
  const editorOrigins = [origin(config.editorContextUrl)].filter((value): value is string => !!value);
  // Helmet's headers built once; @fastify/helmet rebuilt them from the options on every request (~5% of a read's CPU
  // time in the API benchmark).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins],
        connectSrc: ["'self'", ...geocoderOrigins],
        // The geocoder's script-tag fallback (part 2 §7) loads a script from the geocoder's origin.
        scriptSrc: ["'self'", ...geocoderOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'"],
        // The embedded issue and board editor pages (part 2 §2) open in a frame from their own server.
        frameSrc: ["'self'", ...editorOrigins],
        // The portal is often served over plain HTTP inside an office network; upgrading would break it.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only makes sense behind TLS, which a reverse proxy adds.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  // Large answers leave compressed (a year's statistics of every client is ~4.5 MB of JSON, ~360 KB in brotli): a
  // phone on a mobile network waits for bytes, not for the ~20 ms of compressing them. Registered before the routes
  // (it adds itself to each route as it is declared). Answers that are already compressed (the portal's files, the
  // plan cache's gzip) pass as they are; small answers are not worth it; files (images, PDFs, xlsx) are compressed
  // already and are not JSON or text; request bodies are never decompressed (the portal does not send them so).
  await app.register(compress, {
    encodings: [...ANSWER_ENCODINGS],
    threshold: COMPRESS_FROM_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
  // Large answers whole in memory are compressed in one call, not streamed through zlib (lib/compress-whole.ts).
  compressWholeAnswers(app, { types: COMPRESSIBLE_TYPES });
  await app.register(errorsPlugin);
  await app.register(dbPlugin, database ? { database } : {});
  // The request-rate windows live in the database, so every instance behind a load balancer counts the same requests.
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(() => app.db) });
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);
  await app.register(filesPlugin, files ? { files } : {});
  const longestLoginWindow = Math.max(config.loginWindowMinutes, config.loginUsernameWindowMinutes);
  const jobs: Job[] = [
    { name: 'idempotency-keys', everySeconds: 60 * 60, run: () => deleteExpiredIdempotencyKeys(app.db).then(() => {}) },
    { name: 'rate-limits', everySeconds: 5 * 60, run: () => dropEndedRateLimits(app.db) },
    { name: 'login-counters', everySeconds: 60 * 60, run: () => dropExpiredCounters(app.db, longestLoginWindow) },
    {
      name: 'expired-uploads',
      everySeconds: 6 * 60 * 60,
      run: async () => {
        const deleted = await deleteExpiredUploads(app.db, app.files);
        if (deleted > 0) app.log.info({ deleted }, 'abandoned uploads deleted from the file store');
      },
    },
  ];
  await app.register(instancePlugin, { jobs });
  await app.register(multipart, {
    limits: {
      fileSize: config.maxUploadBytes,
      files: MAX_FILES_PER_UPLOAD,
      parts: MAX_FILES_PER_UPLOAD + 10,
      fields: 10,
      fieldSize: 64 * 1024,
    },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'RP API',
        description: 'The API of the RP portal (see the specification, section 7)',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(sessionRoutes);
  await app.register(radniciRoutes);
  await app.register(evidencijaRoutes);
  await app.register(zahteviRoutes);
  await app.register(godisnjiRoutes);
  await app.register(prazniciRoutes);
  await app.register(masineRoutes);
  await app.register(notesRoutes);
  await app.register(rssRoutes);
  await app.register(lokacijeRoutes);
  await app.register(fajloviRoutes);
  await app.register(zadaciRoutes);
  await app.register(posloviRoutes);
  await app.register(ganttRoutes);
  await app.register(auditRoutes);
  await app.register(klijentiRoutes);
  await app.register(nepokretnostiImportRoutes);
  await app.register(nepokretnostiRoutes);
  await app.register(proceneIzvestajRoutes);
  await app.register(proceneIzvozRoutes);
  await app.register(proceneRoutes);
  await app.register(radniNalogRoutes);
  await app.register(statistikaRoutes);
  await app.register(komparativiRoutes);

  if (config.portalDir && existsSync(config.portalDir)) {
    const portalDir = resolve(config.portalDir);
    await app.register(fastifyStatic, {
      root: portalDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Off so that send's own `public, max-age=0` does not overwrite what setHeaders chose (it is applied after).
      cacheControl: false,
      setHeaders(res, path) {
        const file = relative(portalDir, path);
        const isHashedAsset = file.split(sep)[0] === 'assets';
        // Chromium asks for the icon again at every navigation inside the portal (a history push): kept a day, that is
        // no request at all instead of one beside the next screen's GET (a revalidation at best).
        const cacheControl = isHashedAsset
          ? 'public, max-age=31536000, immutable'
          : file === FAVICON
            ? 'public, max-age=86400'
            : 'no-cache';
        res.setHeader('cache-control', cacheControl);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // A missing file (an asset of an older build) is a 404, not the portal's page served with the wrong type.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    const isScreen = request.method === 'GET' || request.method === 'HEAD';
    if (isApiRequest(request) || !config.portalDir || isFile || !isScreen) {
      return reply
        .status(404)
        .send(
          withRequestId(
            apiError(
              ErrorCode.NotFound,
              prevedi(`Nepostojeća putanja: ${request.method} ${request.url.split('?')[0]}`, jezikZahteva(request)),
            ),
            request,
          ),
        );
    }
    // Every other path is a screen of the single-page portal; its router handles /404 itself.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  // Instances that start at the same moment on one empty database seed one after the other (the second finds it done).
  app.addHook('onReady', () => app.database.withStartLock(seedAtStart));
  async function seedAtStart() {
    await seedLokacije(app.db);
    await seedRadniNalogOpcije(app.db);
    await seedSabloni(app.db, app.files);
    if (config.demo) {
      if (await seedDemo(app.db, { rssUrl: config.demoRssUrl, files: app.files })) app.log.info('demo firm seeded');
      return;
    }
    await lockKnownPasswords(app.db, app.log);
    if (config.adminUsername && config.adminPassword && !(await hasActiveAdmin(app.db))) {
      await createAdmin(app.db, config.adminUsername, config.adminPassword);
      app.log.info({ username: config.adminUsername }, 'first Admin created from ADMIN_USERNAME');
    } else if (!(await hasActiveAdmin(app.db))) {
      app.log.warn('No Admin exists. Set ADMIN_USERNAME and ADMIN_PASSWORD, or run `npm run create-admin`.');
    }
  }

  return app;
}

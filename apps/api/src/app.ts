import Fastify, { LogController } from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import { createServer as createHttpServer } from 'node:http';
import path from 'node:path';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import '@stockcar/shared/zod-pt';
import { withSafeText } from '@stockcar/shared/schemas/safe-text';
import type { ZodType } from 'zod';
import type { RuntimeConfig } from '@stockcar/shared/schemas/runtime-config';
import type { Config } from './config.ts';
import { loggerOptions } from './logging.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { createAlertsService, type AlertsService } from './services/alerts.ts';
import { createMailService, type MailService } from './services/mail.ts';
import { createFolderStorage, type StorageService } from './services/storage.ts';
import {
  createCaptchaService,
  databaseSignatures,
  redisSignatures,
  type CaptchaService,
} from './services/captcha.ts';
import { createCepService, type CepService } from './services/cep.ts';
import { createPasswordHasher, type PasswordHasher } from './modules/conta/rules/passwords.ts';
import { createSmsService, type SmsService } from './services/sms/gateway.ts';
import { createEventBus, type EventBus } from './services/events.ts';
import { createCountCache, type CountCache } from './services/count-cache.ts';
import cookie from '@fastify/cookie';
import problem, { sendProblem } from './plugins/problem.ts';
import rateLimit from './plugins/rate-limit.ts';
import contentCache from './plugins/content-cache.ts';
import readCache, { type FrontDoor } from './plugins/read-cache.ts';
import compression from './plugins/compression.ts';
import accessLog from './plugins/access-log.ts';
import securityHeaders, { headersBeforeRouting } from './plugins/security-headers.ts';
import openapi from './plugins/openapi.ts';
import auth from './plugins/auth/index.ts';
import staffGuard from './plugins/admin/guard.ts';
import failureAlerts from './plugins/failure-alerts.ts';
import web from './plugins/web.ts';
import adminWeb from './plugins/admin-web.ts';
import { requireApiKey } from './plugins/api-key.ts';
import healthRoutes from './modules/health/routes.ts';
import shareImageRoutes from './modules/imagens/share-routes.ts';
import temporadasRoutes from './modules/temporadas/routes.ts';
import categoriaRoutes from './modules/categoria/routes.ts';
import footerRoutes from './modules/footer/routes.ts';
import aoVivoRoutes from './modules/ao-vivo/routes.ts';
import bannerRoutes from './modules/banner/routes.ts';
import etapaRoutes from './modules/etapa/routes.ts';
import etapaCalendarRoutes from './modules/etapa/calendar-routes.ts';
import alertasRoutes from './modules/alertas/routes.ts';
import classificacaoRoutes from './modules/classificacao/routes.ts';
import pilotoRoutes from './modules/piloto/routes.ts';
import equipeRoutes from './modules/equipe/routes.ts';
import circuitoRoutes from './modules/circuito/routes.ts';
import montadoraRoutes from './modules/montadora/routes.ts';
import noticiasRoutes from './modules/noticias/routes.ts';
import b2bRoutes from './modules/b2b/routes.ts';
import patrocinadorRoutes from './modules/patrocinador/routes.ts';
import rhRoutes from './modules/rh/routes.ts';
import paginasRoutes from './modules/paginas/routes.ts';
import descobertaRoutes from './modules/descoberta/routes.ts';
import { categoryFeedOf } from './modules/descoberta/feed.ts';
import contaRoutes from './modules/conta/routes.ts';
import captchaRoutes from './modules/captcha/routes.ts';
import cepRoutes from './modules/cep/routes.ts';
import fanpushRoutes from './modules/fanpush/routes.ts';
import hallOfFameRoutes from './modules/hall-of-fame/routes.ts';
import quizRoutes from './modules/quiz/routes.ts';
import pesquisaRoutes from './modules/pesquisa/routes.ts';
import beneficioRoutes from './modules/beneficio/routes.ts';
import stockChannelRoutes from './modules/stock-channel/routes.ts';
import paginaEventoRoutes from './modules/pagina-evento/routes.ts';
import depoimentoRoutes from './modules/depoimento/routes.ts';
import staffSessionRoutes from './modules/staff/session-routes.ts';
import staffAdminRoutes from './modules/staff/admin-routes.ts';
import imagensAdminRoutes from './modules/imagens/admin-routes.ts';
import aoVivoAdminRoutes from './modules/ao-vivo/admin-routes.ts';
import bannerAdminRoutes from './modules/banner/admin-routes.ts';
import menuAdminRoutes from './modules/categoria/admin-routes.ts';
import footerAdminRoutes from './modules/footer/admin-routes.ts';
import contaAdminRoutes from './modules/conta/admin-routes.ts';
import quizAdminRoutes from './modules/quiz/admin-routes.ts';
import stockChannelAdminRoutes from './modules/stock-channel/admin-routes.ts';
import beneficioAdminRoutes from './modules/beneficio/admin-routes.ts';
import pesquisaAdminRoutes from './modules/pesquisa/admin-routes.ts';
import hallOfFameAdminRoutes from './modules/hall-of-fame/admin-routes.ts';
import pilotoAdminRoutes from './modules/piloto/admin-routes.ts';
import noticiasAdminRoutes from './modules/noticias/admin-routes.ts';
import legalPagesAdminRoutes from './modules/footer/legal-admin-routes.ts';
import b2bAdminRoutes from './modules/b2b/admin-routes.ts';
import patrocinadorAdminRoutes from './modules/patrocinador/admin-routes.ts';
import rhAdminRoutes from './modules/rh/admin-routes.ts';
import paginaEventoAdminRoutes from './modules/pagina-evento/admin-routes.ts';
import depoimentoAdminRoutes from './modules/depoimento/admin-routes.ts';
import temporadasAdminRoutes from './modules/temporadas/admin-routes.ts';
import circuitoAdminRoutes from './modules/circuito/admin-routes.ts';
import pilotoRaceControlRoutes from './modules/piloto/race-control-routes.ts';
import equipeAdminRoutes from './modules/equipe/admin-routes.ts';
import montadoraAdminRoutes from './modules/montadora/admin-routes.ts';
import inscricaoAdminRoutes from './modules/inscricao/admin-routes.ts';
import etapaAdminRoutes from './modules/etapa/admin-routes.ts';
import fanpushAdminRoutes from './modules/fanpush/admin/routes.ts';
import corridaAdminRoutes from './modules/corrida/routes.ts';
import { t } from './i18n.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    alerts: AlertsService;
    mail: MailService;
    storage: StorageService;
    sms: SmsService;
    captcha: CaptchaService;
    cep: CepService;
    passwords: PasswordHasher;
    /** Events on write (docs/decisions/0020): in process, and across instances with Redis. */
    events: EventBus;
    counts: CountCache;
  }
}

export interface AppDeps {
  /** An open, migrated database; when absent one is opened from config and closed with the app. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
}

function runtimeConfigOf(config: Config): RuntimeConfig {
  return {
    apiKey: config.apiKey,
    apiBaseUrl: '/api/v1',
    publicUrl: config.publicUrl,
    links: config.links,
    // The privacy page states the periods the retention job applies.
    retention: config.retention.periods,
  };
}

/** The Fastify instance: logging, routing rules, proxies and the zod contracts of every route. */
function createServer(config: Config, deps: AppDeps, frontDoor: FrontDoor) {
  const { trustProxy } = config;
  const securityHeadersBeforeRouting = headersBeforeRouting(config.publicUrl);
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    // plugins/access-log.ts writes one cheaper line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
    // Fresh cached public reads are answered before Fastify (plugins/read-cache.ts).
    serverFactory: (handler) =>
      createHttpServer((req, res) => {
        if (!frontDoor.serve?.(req, res)) handler(req, res);
      }),
    // The spec mixes '/Fanpush' and '/fanpush': routes match in any case.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // A malformed percent-escape in the path never reaches a route or a hook: answer it as
    // problem+json, with the security headers every other answer gets.
    frameworkErrors: (_error, _request, reply) => {
      securityHeadersBeforeRouting(reply);
      return sendProblem(reply, 400, t('errors:badRequest'));
    },
    // A hop count trusts that many proxies in front (what Fastify does for a number).
    trustProxy:
      typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  // Every request contract refuses NUL and lone surrogates first (one place for all routes).
  app.setValidatorCompiler<ZodType>((route) =>
    validatorCompiler({ ...route, schema: withSafeText(route.schema) }),
  );
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

type Server = ReturnType<typeof createServer>;

/** The database (given, or opened from config and closed with the app) and the connectors. */
async function decorateServices(app: Server, config: Config, deps: AppDeps) {
  const database =
    deps.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      poolSize: config.databasePoolSize,
      pgliteDir: path.join(config.dataDir, 'pg'),
    }));
  if (!deps.database) app.addHook('onClose', () => database.close());

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate(
    'alerts',
    createAlertsService({
      appName: config.appName,
      botUrl: config.alerts.botUrl,
      botToken: config.alerts.botToken,
      chatId: config.alerts.chatId,
      perMinute: config.alerts.perMinute,
      log: app.log,
    }),
  );
  app.decorate(
    'mail',
    createMailService({
      url: config.mail.url,
      from: config.mail.from,
      db: database.db,
      log: app.log,
    }),
  );
  app.decorate('storage', createFolderStorage(config.dataDir));
  app.decorate('sms', createSmsService({ url: config.club.smsUrl, db: database.db, log: app.log }));
  const captcha = createCaptchaService({
    secret: config.club.captchaSecret,
    maxNumber: config.club.captchaMaxNumber,
    used: config.redisUrl ? redisSignatures(config.redisUrl) : databaseSignatures(database.db),
  });
  app.decorate('captcha', captcha);
  app.addHook('onClose', () => captcha.close());
  app.decorate('cep', createCepService({ url: config.club.cepUrl, db: database.db }));
  app.decorate('passwords', createPasswordHasher(config.club.argon2));
  const events = createEventBus({ redisUrl: config.redisUrl, log: app.log });
  app.decorate('events', events);
  // Totals of paged lists, dropped on every content event.
  const counts = createCountCache({ ttlMs: config.countCacheMs });
  app.decorate('counts', counts);
  const forgetCounts = events.subscribe('conteudo', () => counts.clear());
  app.addHook('onClose', async () => forgetCounts());
  app.addHook('onClose', () => events.close());
}

/** Cross-cutting plugins, in the order they must wrap the routes. */
async function registerPlugins(app: Server, config: Config, frontDoor: FrontDoor) {
  await app.register(accessLog);
  await app.register(problem);
  await app.register(securityHeaders, { publicUrl: config.publicUrl });
  await app.register(rateLimit, { redisUrl: config.redisUrl });
  // Before contentCache: its answers carry their own policy and ETag, which that hook keeps.
  await app.register(readCache, {
    ttlMs: config.readCacheMs,
    events: app.events,
    apiKey: config.apiKey,
    frontDoor,
  });
  await app.register(contentCache);
  // After content-cache: ETags and 304s are decided on the uncompressed body.
  await app.register(compression);
  await app.register(openapi, { publicUrl: config.publicUrl });
  await app.register(cookie);
  await app.register(auth, { secret: config.jwtSecret });
  await app.register(staffGuard);
  await app.register(failureAlerts, { alerts: app.alerts });
}

/** Every module of the spec's API, under `/api/v1` and behind the API key. */
const API_MODULES = [
  categoriaRoutes,
  footerRoutes,
  aoVivoRoutes,
  bannerRoutes,
  etapaRoutes,
  etapaCalendarRoutes,
  alertasRoutes,
  classificacaoRoutes,
  pilotoRoutes,
  equipeRoutes,
  circuitoRoutes,
  montadoraRoutes,
  noticiasRoutes,
  b2bRoutes,
  patrocinadorRoutes,
  rhRoutes,
  contaRoutes,
  captchaRoutes,
  cepRoutes,
  fanpushRoutes,
  hallOfFameRoutes,
  quizRoutes,
  pesquisaRoutes,
  beneficioRoutes,
  stockChannelRoutes,
  paginaEventoRoutes,
  depoimentoRoutes,
  // The staff console's API (issue 10), under /api/v1/admin.
  staffSessionRoutes,
  staffAdminRoutes,
  imagensAdminRoutes,
  aoVivoAdminRoutes,
  bannerAdminRoutes,
  menuAdminRoutes,
  footerAdminRoutes,
  contaAdminRoutes,
  quizAdminRoutes,
  stockChannelAdminRoutes,
  beneficioAdminRoutes,
  pesquisaAdminRoutes,
  hallOfFameAdminRoutes,
  pilotoAdminRoutes,
  noticiasAdminRoutes,
  legalPagesAdminRoutes,
  b2bAdminRoutes,
  patrocinadorAdminRoutes,
  rhAdminRoutes,
  paginaEventoAdminRoutes,
  depoimentoAdminRoutes,
  // Race control's calendar and entry lists (issue 11).
  temporadasAdminRoutes,
  circuitoAdminRoutes,
  pilotoRaceControlRoutes,
  equipeAdminRoutes,
  montadoraAdminRoutes,
  inscricaoAdminRoutes,
  etapaAdminRoutes,
  fanpushAdminRoutes,
  corridaAdminRoutes,
];

async function registerRoutes(app: Server, config: Config) {
  await app.register(healthRoutes);
  await app.register(temporadasRoutes);
  await app.register(
    async (api) => {
      requireApiKey(api, config.apiKey);
      for (const routes of API_MODULES) await api.register(routes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(web, {
    webDistDir: config.webDistDir,
    mediaDir: path.join(config.dataDir, 'media'),
    runtimeConfig: runtimeConfigOf(config),
    feedOf: categoryFeedOf,
  });
  await app.register(adminWeb, {
    prefix: '/admin',
    adminDistDir: config.adminDistDir,
    runtimeConfig: runtimeConfigOf(config),
  });
  await app.register(paginasRoutes);
  await app.register(shareImageRoutes, {
    mediaDir: path.join(config.dataDir, 'media'),
    cacheDir: path.join(config.dataDir, 'share-images'),
  });
  await app.register(descobertaRoutes);
}

/** The whole application as a plugin tree, not listening (tests use `inject`). */
export async function buildApp(config: Config, deps: AppDeps = {}) {
  const frontDoor: FrontDoor = {};
  const app = createServer(config, deps, frontDoor);
  await decorateServices(app, config, deps);
  await registerPlugins(app, config, frontDoor);
  await registerRoutes(app, config);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

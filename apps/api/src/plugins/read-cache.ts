import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { EventBus } from '../services/events.ts';
import {
  compressedVariants,
  createReadCacheStore,
  pickEncoding,
  type CachedRead,
} from '../services/read-cache.ts';
import { etagMatches, weakEtag } from './content-cache.ts';
import { API_KEY_HEADER, apiKeyMatcher } from './api-key.ts';

/**
 * Race-day reads (issue 13, docs/decisions/0023): the public reads below answer from memory,
 * serialized and compressed once, for `ttlMs` or until an event says their content changed.
 * Concurrent misses of one URL wait for a single computation.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is a public read like those of PUBLIC_READS, kept in the read cache: the site's
     * pages declare it themselves (modules/paginas, docs/decisions/0028).
     */
    publicRead?: boolean;
  }
}

/** The public reads every visitor makes the same way: no member, no personal data. */
export const PUBLIC_READS = [
  '/temporadas.json',
  '/temporadas_turismo.json',
  '/temporada_atual.json',
  '/api/v1/Categoria',
  '/api/v1/Categoria/:id',
  '/api/v1/Footer/categoria/:id',
  '/api/v1/Banner/categoria/:idCategoria',
  '/api/v1/Banner/Popup/:idCategoria',
  '/api/v1/AoVivo',
  '/api/v1/Etapa/proxima/categoria/:id',
  '/api/v1/Etapa/categoria/:categoriaId',
  '/api/v1/Etapa/categoria2/:categoriaId2',
  '/api/v1/Etapa/:id/agenda.ics',
  '/api/v1/Etapa/:idEtapa/programacao/:idProgramacao/agenda.ics',
  '/api/v1/Etapa/categoria/:categoriaId/calendario.ics',
  '/api/v1/Classificacao/categoria/:id/pilotos',
  '/api/v1/Classificacao/categoria/:id/equipes',
  '/api/v1/Turismo',
  '/api/v1/Noticias/categoria/:id',
  '/api/v1/Noticias/categoria/:categoriaId/noticia/:id',
  '/api/v1/Noticias/categoria/:id/galeria',
  '/api/v1/Noticias/categoria/:id/galeria/:galeriaId',
  '/api/v1/Piloto/:idPiloto/galerias',
  '/api/v1/Piloto/categoria/:id',
  '/api/v1/Piloto/:idPiloto/categoria/:id',
  '/api/v1/Equipe/categoria/:id',
  '/api/v1/Equipe/:id/categoria/:categoriaId',
  '/api/v1/Circuito/categoria/:id',
  '/api/v1/Circuito/:id/categoria/:categoriaId',
  '/api/v1/Montadora/categoria/:id',
  '/api/v1/Maquina',
  '/api/v1/HallOfFame',
  '/api/v1/PaginaEvento/:pagina',
  '/api/v1/Depoimento',
  '/api/v1/B2B/Produto',
  '/api/v1/RH/Area',
  '/api/v1/fanpush/votacao',
  '/api/v1/Fanpush/ultimos-vencedores',
  '/api/v1/Fanpush/preview/:id_etapa',
  // For search engines and feed readers (modules/descoberta).
  '/robots.txt',
  '/sitemap.xml',
  '/sitemaps/paginas.xml',
  '/sitemaps/:categoria/:arquivo',
  '/stockcar/:categoria/novidade/rss.xml',
];

/**
 * What browsers and CDNs may do with a cached read: keep it a second and serve it a second
 * more while refreshing, within the 2-second publishing rule (docs/decisions/0020).
 */
export const READ_CACHE_POLICY = 'public, max-age=1, stale-while-revalidate=1';

/** Bodies, brotli and gzip variants together; a few thousand pages of JSON. */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * Answers a fresh cached read straight from Node's request event, before Fastify routes it:
 * no hooks, no reply object, no per-request logger (issue 13: a cached read then costs little
 * more than writing its bytes). Whatever it does not answer (a miss, a wrong API key, another
 * method) goes to Fastify as usual. `serve` is set by the read cache plugin.
 */
export interface FrontDoor {
  serve?: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
}

/** Headers Node or the front door write per answer: never stored with an entry. */
const PER_ANSWER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding']);

function storedHeaders(reply: FastifyReply, entry: Omit<CachedRead, 'headers'>) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || PER_ANSWER_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return {
    ...headers,
    'content-type': entry.contentType,
    'cache-control': entry.cacheControl,
    etag: entry.etag,
    vary: 'Accept-Encoding',
  };
}

/** An entry's response heads, as flat name/value lists Node writes without copying. */
interface Heads {
  plain: string[];
  br?: string[] | undefined;
  gzip?: string[] | undefined;
  notModified: string[];
}

const heads = new WeakMap<CachedRead, Heads>();

/** Worked out on an entry's first answer from the front door, then reused. */
function headsOf(entry: CachedRead): Heads {
  const known = heads.get(entry);
  if (known) return known;
  const common = Object.entries(entry.headers).flat();
  const sized = (body: Buffer | undefined, encoding?: string) =>
    body && [
      ...common,
      ...(encoding ? ['content-encoding', encoding] : []),
      'content-length',
      String(body.length),
    ];
  const made: Heads = {
    plain: sized(entry.body) ?? common,
    br: sized(entry.br, 'br'),
    gzip: sized(entry.gzip, 'gzip'),
    notModified: common,
  };
  heads.set(entry, made);
  return made;
}

/** How often the front door says how many answers it gave (it writes no line per answer). */
const HITS_LOG_MS = 60_000;

interface Miss {
  key: string;
  generation: number;
  settle(entry: CachedRead | undefined): void;
}

function withHeaders(reply: FastifyReply, entry: CachedRead) {
  return reply
    .header('content-type', entry.contentType)
    .header('cache-control', entry.cacheControl)
    .header('etag', entry.etag)
    .header('vary', 'Accept-Encoding');
}

/** The entry's answer to this request: 304, a compressed variant or the plain body. */
function bodyFor(request: FastifyRequest, reply: FastifyReply, entry: CachedRead) {
  withHeaders(reply, entry);
  if (etagMatches(request.headers['if-none-match'], entry.etag)) {
    reply.code(304);
    return null;
  }
  const encoding = pickEncoding(request.headers['accept-encoding'], entry);
  if (!encoding) return entry.body;
  reply.header('content-encoding', encoding);
  return entry[encoding] ?? entry.body;
}

export default fp<{ ttlMs: number; events: EventBus; apiKey: string; frontDoor?: FrontDoor }>(
  async (app, { ttlMs, events, apiKey, frontDoor }) => {
    if (ttlMs <= 0) return;
    const store = createReadCacheStore({ maxBytes: MAX_BYTES });
    const inflight = new Map<string, Promise<CachedRead | undefined>>();
    const misses = new WeakMap<FastifyRequest, Miss>();
    const served = new WeakSet<FastifyRequest>();
    const cachedRoutes = new Set(PUBLIC_READS.map((url) => url.toLowerCase()));

    // Console writes, results and window changes: every instance drops everything (Redis
    // carries the event); ballots are not content, the leaderboard lives `ttlMs`.
    const unsubscribe = events.subscribe('conteudo', () => store.clear());
    app.addHook('onClose', async () => unsubscribe());

    if (frontDoor) {
      const keyMatches = apiKeyMatcher(apiKey);
      let answered = 0;
      frontDoor.serve = (req, res) => {
        if (req.method !== 'GET' || !req.url) return false;
        const entry = store.get(req.url);
        if (!entry) return false;
        if (req.url.slice(0, 8).toLowerCase() === '/api/v1/') {
          const given = req.headers[API_KEY_HEADER];
          // Fastify answers the 401, with its problem body.
          if (typeof given !== 'string' || !keyMatches(given)) return false;
        }
        answered += 1;
        const heads = headsOf(entry);
        if (etagMatches(req.headers['if-none-match'], entry.etag)) {
          res.writeHead(304, heads.notModified).end();
          return true;
        }
        const encoding = pickEncoding(req.headers['accept-encoding'], entry);
        const body = (encoding && entry[encoding]) || entry.body;
        res.writeHead(200, (encoding && heads[encoding]) || heads.plain);
        res.end(body);
        return true;
      };
      const report = setInterval(() => {
        if (answered > 0) app.log.info({ answered }, 'read cache: answers from memory');
        answered = 0;
      }, HITS_LOG_MS).unref();
      app.addHook('onClose', async () => {
        clearInterval(report);
        frontDoor.serve = undefined;
      });
    }

    const startMiss = (request: FastifyRequest, reply: FastifyReply, key: string) => {
      let settle: Miss['settle'] = () => {};
      const pending = new Promise<CachedRead | undefined>((resolve) => (settle = resolve));
      inflight.set(key, pending);
      const miss: Miss = {
        key,
        generation: store.generation(),
        settle: (entry) => {
          settle(entry);
          if (inflight.get(key) === pending) inflight.delete(key);
          misses.delete(request);
        },
      };
      misses.set(request, miss);
      // An error answer, or a client gone before the body: the waiters compute their own.
      reply.raw.once('close', () => misses.get(request)?.settle(undefined));
    };

    const serveFromCache: onRequestAsyncHookHandler = async (request, reply) => {
      const key = request.url;
      // Synchronous up to the wait: two misses of one URL never both start computing.
      const pending = inflight.get(key);
      const entry = store.get(key) ?? (pending ? await pending : undefined);
      if (!entry) {
        if (!pending) startMiss(request, reply, key);
        return;
      }
      served.add(request);
      return reply.send(bodyFor(request, reply, entry));
    };

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const listed = cachedRoutes.has(route.url.toLowerCase()) || route.config?.publicRead;
      if (!methods.includes('GET') || !listed) return;
      const own = route.onRequest ?? [];
      route.onRequest = [...(Array.isArray(own) ? own : [own]), serveFromCache];
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (served.has(request)) return payload;
      const miss = misses.get(request);
      if (!miss) return payload;
      if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
        miss.settle(undefined);
        return payload;
      }
      const body = Buffer.from(payload);
      const own = reply.getHeader('cache-control');
      const variants = compressedVariants(body);
      const made = {
        body,
        ...variants,
        etag: weakEtag(body),
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        cacheControl: !own || own === 'no-cache' ? READ_CACHE_POLICY : String(own),
        expiresAt: Date.now() + ttlMs,
        bytes: body.length + (variants.br?.length ?? 0) + (variants.gzip?.length ?? 0),
      };
      const entry: CachedRead = { ...made, headers: storedHeaders(reply, made) };
      store.set(miss.key, entry, miss.generation);
      miss.settle(entry);
      return bodyFor(request, reply, entry);
    });
  },
);

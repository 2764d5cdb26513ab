import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The video hosts the site embeds (live broadcasts, Stock Channel, CMS iframes). */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];

/**
 * Pages whose URL carries a secret or personal data (reset and activation links, the
 * guardian's revocation link, the login's `u` e-mail): their address never leaves as a Referer.
 */
export const SECRET_URL_PAGES = [
  '/stockclub/redefinir-senha',
  '/stockclub/confirmacao-registro',
  '/stockclub/ativacao-conta',
  '/stockclub/revogar-autorizacao',
  '/stockclub/login',
];

/** Pages whose last path segment is the secret: the staff console's set-up link. */
export const SECRET_URL_PREFIXES = ['/admin/convite/'];

const videoHosts = VIDEO_FRAME_ORIGINS.map((origin) => `"${origin}"`).join(' ');

/** Powerful features nobody here needs are off; embedded players keep play and full screen. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
  `autoplay=(self ${videoHosts})`,
  `encrypted-media=(self ${videoHosts})`,
  `fullscreen=(self ${videoHosts})`,
  `picture-in-picture=(self ${videoHosts})`,
].join(', ');

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return (end < 0 ? url : url.slice(0, end)).replace(/\/+$/, '').toLowerCase();
}

/** Helmet's settings: one set for the plugin and for answers given before routing. */
function helmetOptions(publicUrl: string) {
  const https = publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets styles through the DOM; inline style attributes of rendered HTML stay allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        frameSrc: VIDEO_FRAME_ORIGINS,
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https
      ? { maxAge: 31_536_000, includeSubDomains: true, preload: false }
      : false,
    // The embedded players are cross-origin frames; COEP would blank them.
    crossOriginEmbedderPolicy: false,
  } satisfies HelmetOptions;
}

/**
 * Helmet's headers for the site's settings, worked out once: they never vary per request, and
 * @fastify/helmet would build helmet (parsing the whole CSP) again on every request, a large
 * part of a cached read's cost (issue 13).
 */
export function securityHeaderValues(publicUrl: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(publicUrl))(
    {} as IncomingMessage,
    collect as unknown as ServerResponse,
    () => {},
  );
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/**
 * What a document needs and an API answer does not: its CSP's sources (an answer of data loads
 * nothing) and helmet's document-only headers. Headers are not compressed, so every API call
 * on a phone paid ~550 bytes for them (issue 13).
 */
const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * The headers of an API answer: a CSP that allows nothing and no framing (should one be opened
 * as a page), nosniff, frame denial, the resource and referrer policies, the permissions
 * policy, HSTS.
 */
export function apiSecurityHeaderValues(publicUrl: string): Record<string, string> {
  const headers = securityHeaderValues(publicUrl);
  for (const name of DOCUMENT_ONLY) delete headers[name];
  headers['content-security-policy'] = "default-src 'none'; frame-ancestors 'none'";
  return headers;
}

const isApi = (url: string) => url.startsWith('/api/');

/**
 * The same headers for an answer Fastify gives before any route or hook runs (a malformed
 * URL, see `frameworkErrors` in app.ts).
 */
export function headersBeforeRouting(publicUrl: string) {
  const page = securityHeaderValues(publicUrl);
  const api = apiSecurityHeaderValues(publicUrl);
  return (reply: FastifyReply) => void reply.headers(isApi(reply.request.url) ? api : page);
}

/**
 * Security headers on every response (issue 12): a strict CSP (scripts only from the site, no
 * plugins, no <base>, never framed, frames only from the video hosts), nosniff, a referrer
 * policy, a Permissions-Policy, and HSTS when the site is served over https. API answers get
 * the shorter set of `apiSecurityHeaderValues`.
 */
export default fp<{ publicUrl: string }>(async (app, { publicUrl }) => {
  const page = securityHeaderValues(publicUrl);
  const api = apiSecurityHeaderValues(publicUrl);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApi(request.url) ? api : page);
    done();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const pagePath = pathOf(request.url);
    if (
      SECRET_URL_PAGES.includes(pagePath) ||
      SECRET_URL_PREFIXES.some((prefix) => pagePath.startsWith(prefix))
    ) {
      reply.header('referrer-policy', 'no-referrer');
    }
    return payload;
  });
});

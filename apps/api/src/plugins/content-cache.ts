import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';

/**
 * What the console edits reaches fans within 2 seconds (issue 10, docs/decisions/0020): public
 * content reads are stored by browsers and CDNs but revalidated on every use. The ETag below
 * makes that revalidation cheap (304 without a body).
 */
export const CONTENT_CACHE = 'no-cache';

/**
 * Reads polled by every viewer at once on race day (the live vote): a shared cache may answer
 * for 2 seconds, the most the publishing rule allows.
 */
export const LIVE_CACHE = 'public, max-age=2';

/** A weak validator of the body: same bytes, same tag (gzip by a proxy keeps it valid). */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** `If-None-Match` names this tag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * GET answers of `/api/v1` that state no cache policy get {@link CONTENT_CACHE}; every
 * successful GET whose policy is `no-cache` gets a weak ETag and answers a matching
 * `If-None-Match` with 304.
 */
export default fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200) return payload;
    if (!reply.hasHeader('cache-control') && request.url.toLowerCase().startsWith('/api/v1/')) {
      reply.header('cache-control', CONTENT_CACHE);
    }
    const policy = String(reply.getHeader('cache-control') ?? '');
    if (!/(^|,)\s*no-cache\s*(,|$)/.test(policy)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = (reply.getHeader('etag') as string | undefined) ?? weakEtag(payload);
    reply.header('etag', etag);
    if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-length');
    return null;
  });
});

import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import type { FastifyReply } from 'fastify';

/** Smaller bodies gain less than the compressor's own cost and framing. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Text worth compressing: HTML, JSON (problem+json too), JavaScript, CSS, XML and SVG. Never
 * `text/event-stream`: a compressor holds bytes back until it flushes, so live pushes would
 * wait; never binary types (images, files), which are compressed already or gain nothing.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|^application\/javascript|[/+](?:json|xml)\s*(?:;|$)/i;

export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

/** Adds `accept-encoding` to Vary once (lower case, as @fastify/compress writes and checks it). */
export function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current : [current ?? ''])
    .flatMap((value) => String(value).split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (values.some((value) => value === '*' || value.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...values, 'accept-encoding'].join(', '));
}

/**
 * Brotli, else gzip, for text answers of at least {@link COMPRESSION_THRESHOLD} bytes
 * (https://github.com/fastify/fastify-compress). An answer that already has a
 * `content-encoding` (precompressed static files, bodies a cache stored compressed) passes
 * untouched. Every compressible answer says `Vary: accept-encoding`, compressed or not, so a
 * shared cache keeps one copy per encoding and never hands brotli to a client that cannot read it.
 * Registered after content-cache: its ETag and 304 are decided on the uncompressed body (the
 * library's hook is per route, and route hooks run after the application's).
 */
export default fp(async (app) => {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE,
    // Only answers: request bodies are read as they were.
    globalDecompression: false,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isCompressible(String(reply.getHeader('content-type') ?? ''))) varyOnEncoding(reply);
    return payload;
  });
});

// The reference of `npm run bench`: a bare Fastify 5 hello-world, no plugins, no logger.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
// The Lighthouse reference (bench/lighthouse.ts): a bare static page, no script, no stylesheet.
app.get('/static', async (_request, reply) =>
  reply
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Static page</title><meta name="description" content="A bare static page."></head><body><h1>Static page</h1><p>The reference of the Lighthouse bench.</p></body></html>',
    ),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

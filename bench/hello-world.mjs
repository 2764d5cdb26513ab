// The reference of `npm run bench`: a bare Fastify 5 hello-world, no plugins, no logger.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

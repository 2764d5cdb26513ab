import Fastify from 'fastify';
const app = Fastify();
const headers = JSON.parse(process.env.HEADERS);
const body = Buffer.alloc(247, 'x');
app.get('/', (req, reply) => {
  reply.headers(headers);
  reply.type('application/json; charset=utf-8');
  reply.send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

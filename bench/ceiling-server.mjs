// The ceiling: a bare Fastify JSON route on the same machine, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ping', async () => ({ code: 200, type: 'success', message: '', result: 'pong', extras: null, time: '' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');

// The baseline: bare Fastify answering fixed JSON bodies, one route per file named on the command line.
// `node bare-server.ts <port> <name>=<file.json> ...`
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, ...routes] = process.argv.slice(2);
const app = Fastify({ logger: false });
for (const route of routes) {
  const [name = '', file = ''] = route.split('=');
  const payload: unknown = JSON.parse(readFileSync(file, 'utf8'));
  app.get(`/${name}`, () => payload);
}
app.get('/ready', () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(port) });

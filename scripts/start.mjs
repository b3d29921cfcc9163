// `npm start`: build the client and the server when needed, then run the compiled server in this
// very process (which migrates the database). No run-time TypeScript transpiler.
import { buildClientIfStale } from './client-build.mjs';
import { buildServerIfStale } from './server-build.mjs';

buildClientIfStale();
await buildServerIfStale();
await import('../dist/server/main.js');

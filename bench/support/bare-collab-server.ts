/**
 * The co-editing benchmark's baseline: a bare Hocuspocus server (no authentication, no storage,
 * no write-back, no other instances), in a process of its own as the app's server is. It prints
 * its port once it listens.
 */
import { Server } from '@hocuspocus/server';

const server = new Server({ port: 0, address: '127.0.0.1', quiet: true });
await server.listen();
console.log(`port ${server.address.port}`);

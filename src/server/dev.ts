import { main } from './main.js';

// `npm run dev` runs the API alone (restarted by tsx on change); Vite serves the client with hot
// reload and forwards /api here.
main({ serveClient: false }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/**
 * In production the server writes APP_NAME into index.html's `__APP_NAME__` placeholders when it
 * serves the page (so one build serves any white-label name); in development Vite does the same.
 */
function devAppName(): Plugin {
  return {
    name: 'inkwise-dev-app-name',
    apply: 'serve',
    transformIndexHtml: (html) => html.replaceAll('__APP_NAME__', process.env.APP_NAME ?? 'Inkwise'),
  };
}

export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss(), devAppName()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src/client', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
  },
  // `npm run dev`: Vite serves the client with hot reload and hands /api to the API server.
  server: { proxy: { '/api': apiTarget } },
});

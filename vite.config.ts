import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { shellChunks } from './scripts/vite-shell-chunks.js';

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

// .aff and .dic: the spelling dictionary the writing-feedback worker loads (about 550 KB, 190 KB gzipped).
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map|aff|dic)$/;
const MIN_BYTES = 1024;

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Writes a .br and a .gz beside every text asset of the client build, once, at maximum
 * compression; the server sends them to browsers that accept them (@fastify/static's
 * preCompressed), so no request pays for compression (ADR 0013).
 */
function precompress(): Plugin {
  return {
    name: 'inkwise-precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options) {
      const outDir = options.dir;
      if (!outDir) return;
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  plugins: [react(), tailwindcss(), devAppName(), shellChunks(), precompress()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@': fileURLToPath(new URL('./src/client', import.meta.url)),
      // dictionary-en exports only its Node loader; the worker fetches the two files as assets.
      '@dictionary-en': fileURLToPath(new URL('./node_modules/dictionary-en', import.meta.url)),
    },
  },
  // The feedback worker is started as a module worker; its bundle is an ES module too.
  worker: { format: 'es' },
  build: isSsrBuild
    ? {
        // `vite build --ssr entry-server.tsx`: the pre-renderer the server loads (ADR 0012).
        outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
        emptyOutDir: true,
        copyPublicDir: false,
      }
    : {
        outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
        emptyOutDir: true,
      },
  // `npm run dev`: Vite serves the client with hot reload and hands /api to the API server.
  server: { proxy: { '/api': apiTarget } },
}));

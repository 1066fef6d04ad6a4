import { describe, expect, it } from 'vitest';
import { planShellChunks, type ChunkFacts } from '../../scripts/vite-shell-chunks.js';

/**
 * ADR 0059: which modules the client build gathers into `app` and `product`, read from a first
 * build's chunks. A small graph shaped like the real one: the entry, the product layout and a
 * product screen, a sign-in page with a lazy part, and chunks they share.
 */
const client = '/repo/src/client';

function chunk(fileName: string, facts: Partial<ChunkFacts> & { code?: string[]; treeShaken?: string[] }): ChunkFacts {
  const modules: ChunkFacts['modules'] = {};
  for (const id of facts.code ?? []) modules[id] = { renderedLength: 100 };
  for (const id of facts.treeShaken ?? []) modules[id] = { renderedLength: 0 };
  return { fileName, isEntry: false, facadeModuleId: null, imports: [], dynamicImports: [], ...facts, modules };
}

const firstBuild = [
  chunk('index.js', { isEntry: true, facadeModuleId: '/repo/index.html', code: [`${client}/main.tsx`], imports: ['react.js'], dynamicImports: ['product-layout.js', 'login-page.js', 'settings-page.js'] }),
  chunk('react.js', { code: ['/repo/node_modules/react-dom/index.js'], treeShaken: ['/repo/node_modules/lucide-react/icons/zap.js'] }),
  chunk('product-layout.js', { facadeModuleId: `${client}/app/layouts/product-layout.tsx`, code: [`${client}/app/layouts/product-layout.tsx`], imports: ['react.js', 'nav.js', 'input.js', 'dialog.js'] }),
  chunk('nav.js', { code: [`${client}/app/layouts/product-nav.tsx`] }),
  chunk('input.js', { code: [`${client}/components/ui/input.tsx`] }),
  chunk('dialog.js', { code: [`${client}/components/ui/dialog.tsx`] }),
  // Like every screen, it imports from the entry's chunks, whose lazy imports are every screen.
  chunk('login-page.js', { facadeModuleId: `${client}/pages/login-page.tsx`, code: [`${client}/pages/login-page.tsx`], imports: ['index.js', 'react.js', 'input.js', 'auth-card.js'] }),
  chunk('auth-card.js', { code: [`${client}/features/auth/auth-card.tsx`], dynamicImports: ['second-step.js'] }),
  chunk('second-step.js', { facadeModuleId: `${client}/features/auth/second-step-form.tsx`, code: [`${client}/features/auth/second-step-form.tsx`], imports: ['dialog.js'] }),
  chunk('settings-page.js', { facadeModuleId: `${client}/pages/settings-page.tsx`, code: [`${client}/pages/settings-page.tsx`], imports: ['nav.js'], dynamicImports: ['key-dialog.js'] }),
  chunk('key-dialog.js', { facadeModuleId: `${client}/features/api-keys/key-dialog.tsx`, code: [`${client}/features/api-keys/key-dialog.tsx`], imports: ['nav.js'] }),
];

describe('planShellChunks', () => {
  const { app, product } = planShellChunks(firstBuild);

  it('gathers into `app` the code the entry loads before it runs, not what the bundler dropped', () => {
    expect([...app].sort()).toEqual(['/repo/node_modules/react-dom/index.js', `${client}/main.tsx`]);
  });

  it('gathers into `product` what the product layout loads beyond `app`, save what a page outside the product or its lazy parts load', () => {
    // The input is the sign-in page's too, the dialog is loaded by its second step, a lazy part of
    // a chunk the page loads: both stay apart.
    expect([...product].sort()).toEqual([`${client}/app/layouts/product-layout.tsx`, `${client}/app/layouts/product-nav.tsx`]);
  });

  it('says which chunk the first build lacked', () => {
    expect(() => planShellChunks(firstBuild.filter((each) => each.fileName !== 'product-layout.js'))).toThrow(
      'shell chunks: the first build made no chunk for the product layout',
    );
  });
});

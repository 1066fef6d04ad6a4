import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { productPagePaths } from '../src/shared/routes.js';

/*
 * Left to itself, the bundler splits the code screens share into one chunk per combination of
 * lazy screens that use it: a product screen's first load was 80–110 scripts, most under 1 KB (an
 * icon, a button, a Radix part). Each is a request, and each is compressed on its own, without the
 * repetitions of its neighbours: /settings' scripts weighed 280 KB gzipped one by one and 253 KB
 * as one file. This plugin gathers what a page is sure to run anyway into two chunks:
 *
 * - `app`: what every page (the landing page included) loads before it renders;
 * - `product`: what every signed-in screen loads with its layout beyond `app`, save what a page
 *   outside the product (public, sign-in, review, admin) also loads, so that none of those pages
 *   has to load the whole of `product` for a part of it.
 *
 * Which modules those are is read from a first build split the bundler's way (in memory, not
 * written): the static graph of the sources would say too much, since a package's index
 * (radix-ui, lucide-react) imports every part of it and the bundler keeps only the parts used.
 * No page loads code it did not load before, in fewer files; a screen's own code, and what only
 * some screens share, stay split as the bundler splits them (ADR 0059).
 */
const SCREEN = /[\\/]src[\\/]client[\\/](pages|app[\\/]layouts)[\\/][^\\/]+\.tsx$/;
/** The layouts and screens of the signed-in product (routes.tsx renders them inside ProductLayout). */
const PRODUCT_SIDE = new RegExp(
  String.raw`[\\/]src[\\/]client[\\/](app[\\/]layouts[\\/](product|workspace)-layout|pages[\\/](${productPagePaths.map((path) => path.slice(1)).join('|')})-page)\.tsx$`,
);
const PRODUCT_LAYOUT = /[\\/]src[\\/]client[\\/]app[\\/]layouts[\\/]product-layout\.tsx$/;
/** Set in the first build, which must split the bundler's way. */
const PLANNING = 'INKWISE_SHELL_CHUNKS_PLANNING';

/** What the plan reads of a chunk of the first build. */
export type ChunkFacts = Pick<Rolldown.OutputChunk, 'fileName' | 'isEntry' | 'facadeModuleId' | 'imports' | 'dynamicImports'> & {
  modules: Record<string, { renderedLength: number }>;
};
type Chunks = Map<string, ChunkFacts>;

/** The chunks reached from `first` through `next` (their static imports, or also their lazy ones). */
function reach(chunks: Chunks, first: ChunkFacts[], next: (chunk: ChunkFacts) => string[]) {
  const reached = new Set<ChunkFacts>();
  const pending = [...first];
  while (pending.length > 0) {
    const chunk = pending.pop()!;
    if (reached.has(chunk)) continue;
    reached.add(chunk);
    for (const fileName of next(chunk)) {
      const reachedChunk = chunks.get(fileName);
      if (reachedChunk) pending.push(reachedChunk);
    }
  }
  return reached;
}

/** The modules, with code in the output, of the chunks `first` loads before it runs (itself included). */
function loadedWith(chunks: Chunks, first: ChunkFacts[]): Set<string> {
  const modules = new Set<string>();
  for (const chunk of reach(chunks, first, (each) => each.imports)) {
    for (const [id, module] of Object.entries(chunk.modules)) if (module.renderedLength > 0) modules.add(id);
  }
  return modules;
}

function find(chunks: Chunks, described: string, matches: (chunk: ChunkFacts) => boolean) {
  const found = [...chunks.values()].filter(matches);
  if (found.length === 0) throw new Error(`shell chunks: the first build made no chunk for ${described}`);
  return found;
}

async function splitTheBundlersWay(config: ResolvedConfig): Promise<Rolldown.OutputChunk[]> {
  process.env[PLANNING] = '1';
  try {
    const result = await build({ configFile: config.configFile, mode: config.mode, logLevel: 'silent', build: { write: false } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    return outputs.flatMap((output) => output.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  } finally {
    delete process.env[PLANNING];
  }
}

/** The modules of the `app` and `product` chunks, from the chunks of a build split the bundler's way. */
export function planShellChunks(firstBuild: Iterable<ChunkFacts>): { app: Set<string>; product: Set<string> } {
  const chunks: Chunks = new Map([...firstBuild].map((chunk) => [chunk.fileName, chunk]));
  const facade = (chunk: ChunkFacts) => chunk.facadeModuleId ?? '';
  const entry = find(chunks, 'index.html', (chunk) => chunk.isEntry);
  const app = loadedWith(chunks, entry);
  const product = loadedWith(chunks, find(chunks, 'the product layout', (chunk) => PRODUCT_LAYOUT.test(facade(chunk))));
  // The pages outside the product, what they load, and what any of that loads lazily in turn;
  // not through the entry's chunks, whose lazy imports are every screen of the route table.
  const appChunks = reach(chunks, entry, (chunk) => chunk.imports);
  const outsideScreens = find(chunks, 'the public pages', (chunk) => SCREEN.test(facade(chunk)) && !PRODUCT_SIDE.test(facade(chunk)));
  const outside = reach(chunks, outsideScreens, (chunk) => (appChunks.has(chunk) ? [] : [...chunk.imports, ...chunk.dynamicImports]));
  for (const id of [...app, ...loadedWith(chunks, [...outside])]) product.delete(id);
  return { app, product };
}

export function shellChunks(): Plugin {
  let config: ResolvedConfig;
  let app = new Set<string>();
  let product = new Set<string>();
  return {
    name: 'inkwise-shell-chunks',
    apply: (_, { command }) => command === 'build' && process.env[PLANNING] === undefined,
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      ({ app, product } = planShellChunks(await splitTheBundlersWay(config)));
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: 'app', test: (id: string) => app.has(id), priority: 2 },
            {
              name: 'product',
              test: (id: string) => product.has(id),
              priority: 1,
              // Its modules' imports are in `app`, in `product`, or shared with pages outside: those stay apart.
              includeDependenciesRecursively: false,
            },
          ],
        },
      };
    },
  };
}

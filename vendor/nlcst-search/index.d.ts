export { search } from "./lib/index.js";
export type Handler = import('./lib/index.js').Handler;
export type Options = import('./lib/index.js').Options;

/**
 * @typedef {import('./lib/index.js').Handler} Handler
 * @typedef {import('./lib/index.js').Options} Options
 */

export {search} from './lib/index.js'

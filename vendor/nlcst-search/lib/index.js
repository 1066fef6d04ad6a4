/**
 * @typedef {import('nlcst').Nodes} Nodes
 * @typedef {import('nlcst').Root} Root
 * @typedef {import('nlcst').Sentence} Sentence
 * @typedef {import('nlcst').SentenceContent} SentenceContent
 * @typedef {import('nlcst-normalize').Options} NormalizeOptions
 */

/**
 * @callback Handler
 *   Handle a match.
 * @param {Array<SentenceContent>} nodes
 *   Match.
 * @param {number} index
 *   Index of first node of `nodes` in `parent`.
 * @param {Root | Sentence} parent
 *   Parent of `nodes`.
 * @param {string} phrase
 *   The phrase that matched.
 * @returns {undefined | void}
 *   Nothing.
 *
 * @typedef {NormalizeOptions & OptionsExtraFields} Options
 *   Configuration (optional).
 *
 * @typedef OptionsExtraFields
 *   Extra fields.
 * @property {boolean | null | undefined} [allowLiterals=false]
 *   Include literal phrases (default: `false`).
 */

import {normalize} from 'nlcst-normalize'
import {isLiteral} from 'nlcst-is-literal'

const own = {}.hasOwnProperty

/**
 * Indexes of phrase lists already searched for, by list and by the options
 * that change how a word is normalized. Callers (retext plugins) build their
 * list once and search every tree they are given with it.
 *
 * @type {WeakMap<ReadonlyArray<string>, Map<string, Index & {phrases: Array<string>}>>}
 */
const indexes = new WeakMap()

/**
 * @typedef Index
 *   A phrase list made ready to search.
 * @property {Record<string, Array<string>>} byWord
 *   Phrases by their normalized first word; `*` holds those starting with a
 *   wildcard.
 * @property {Map<string, Array<string | undefined>>} rest
 *   Each phrase's words after the first, normalized (`undefined`: a wildcard).
 */

/**
 * Search for phrases in a tree.
 *
 * Each phrase is a space-separated list of words, where each word will be
 * normalized to remove casing, apostrophes, and dashes.
 * Spaces in a pattern mean one or more whitespace nodes in the tree.
 * Instead of a word with letters, it’s also possible to use a wildcard
 * symbol (`*`, an asterisk) which will match any word in a pattern
 * (`alpha * charlie`).
 *
 * @param {Nodes} tree
 *   Tree to search.
 * @param {Array<string>} phrases
 *   Phrases to search for.
 * @param {Handler} handler
 *   Handle a match
 * @param {Options} [options]
 *   Configuration (optional).
 * @returns {undefined}
 *   Nothing.
 */
export function search(tree, phrases, handler, options) {
  const config = options || {}

  if (!tree || !tree.type) {
    throw new Error('Expected node')
  }

  if (typeof phrases !== 'object') {
    throw new TypeError('Expected object for phrases')
  }

  const {byWord, rest} = index(phrases, config)

  walk(tree)

  /**
   * Visit every word in `parent`, in tree order.
   *
   * @param {Nodes} parent
   *   Node.
   * @returns {undefined}
   *   Nothing.
   */
  function walk(parent) {
    if (!('children' in parent)) return
    const children = parent.children
    let position = -1

    while (++position < children.length) {
      const node = children[position]

      if (node.type === 'WordNode') {
        // @ts-expect-error: a word's parent is a root or a sentence.
        find(node, position, parent)
      }

      walk(node)
    }
  }

  /**
   * Test the phrases starting with this word.
   *
   * @param {Nodes} node
   *   Word.
   * @param {number} position
   *   Index in `parent`.
   * @param {Root | Sentence} parent
   *   Parent of `node`.
   * @returns {undefined}
   *   Nothing.
   */
  function find(node, position, parent) {
    if (!config.allowLiterals && isLiteral(parent, position)) {
      return
    }

    const word = normalizeWord(node, config)
    const phrases = own.call(byWord, word)
      ? [...byWord['*'], ...byWord[word]]
      : byWord['*']
    let index = -1

    while (++index < phrases.length) {
      const result = test(phrases[index], position, parent)

      if (result) {
        handler(result, position, parent, phrases[index])
      }
    }
  }

  /**
   * Test a phrase (the first word already matched).
   *
   * @param {string} phrase
   *   Normalized phrase.
   * @param {number} position
   *   Index in `parent`.
   * @param {Root | Sentence} parent
   *   Parent node.
   * @returns {Array<SentenceContent> | undefined}
   *   Match, if found.
   */
  function test(phrase, position, parent) {
    /** @type {Array<SentenceContent>} */
    // @ts-expect-error: content in a root must be of the same content type.
    const siblings = parent.children
    const start = position
    const expressions = rest.get(phrase) || []
    let index = -1

    // Move one position forward.
    position++

    // Iterate over `expressions`.
    while (++index < expressions.length) {
      // Allow joining white-space.
      while (position < siblings.length) {
        if (siblings[position].type !== 'WhiteSpaceNode') break
        position++
      }

      // Exit if there are no nodes left, if the current node is not a word, or
      // if the current word does not match the search for value.
      if (
        !siblings[position] ||
        siblings[position].type !== 'WordNode' ||
        (expressions[index] !== undefined &&
          expressions[index] !== normalizeWord(siblings[position], config))
      ) {
        return
      }

      position++
    }

    return siblings.slice(start, position)
  }
}

/**
 * The phrases by their normalized first word, made once per list and
 * normalization options (and again if the list changed since).
 *
 * @param {ReadonlyArray<string>} phrases
 *   Phrases to search for.
 * @param {Options} config
 *   Configuration.
 * @returns {Index}
 *   The list made ready to search.
 */
function index(phrases, config) {
  const key = optionsKey(config)
  let byOptions = indexes.get(phrases)

  if (!byOptions) {
    byOptions = new Map()
    indexes.set(phrases, byOptions)
  }

  const cached = byOptions.get(key)

  if (cached && sameList(cached.phrases, phrases)) {
    return cached
  }

  /** @type {Record<string, Array<string>>} */
  const byWord = {'*': []}
  /** @type {Map<string, Array<string | undefined>>} */
  const rest = new Map()
  let index = -1

  while (++index < phrases.length) {
    const phrase = phrases[index]
    const words = phrase.split(' ')
    const firstWord = normalize(words[0], config)

    if (own.call(byWord, firstWord)) {
      byWord[firstWord].push(phrase)
    } else {
      byWord[firstWord] = [phrase]
    }

    rest.set(
      phrase,
      words
        .slice(1)
        .map((word) => (word === '*' ? undefined : normalize(word, config)))
    )
  }

  const made = {phrases: [...phrases], byWord, rest}
  byOptions.set(key, made)
  return made
}

/**
 * @param {ReadonlyArray<string>} a
 * @param {ReadonlyArray<string>} b
 * @returns {boolean}
 */
function sameList(a, b) {
  if (a.length !== b.length) return false
  let index = -1

  while (++index < a.length) {
    if (a[index] !== b[index]) return false
  }

  return true
}

/**
 * Words already normalized, by their text and the options used: a text repeats
 * the same words, and every phrase list searched normalizes each of them.
 *
 * @type {Map<string, Map<string, string>>}
 */
const normalized = new Map()
const maxNormalized = 10000

/**
 * Normalize a word node, remembering the result for its text.
 *
 * @param {Nodes} node
 *   Word.
 * @param {Options} config
 *   Configuration.
 * @returns {string}
 *   Normalized word.
 */
function normalizeWord(node, config) {
  const children = 'children' in node ? node.children : undefined
  const only = children && children.length === 1 ? children[0] : undefined

  if (!only || !('value' in only)) {
    return normalize(node, config)
  }

  const key = optionsKey(config)
  let byText = normalized.get(key)

  if (!byText) {
    byText = new Map()
    normalized.set(key, byText)
  }

  let word = byText.get(only.value)

  if (word === undefined) {
    if (byText.size >= maxNormalized) byText.clear()
    word = normalize(only.value, config)
    byText.set(only.value, word)
  }

  return word
}

/**
 * The options that change how a word is normalized, as a key.
 *
 * @param {Options} config
 *   Configuration.
 * @returns {string}
 *   Key.
 */
function optionsKey(config) {
  return (
    (config.allowApostrophes ? 'apostrophes ' : '') +
    (config.allowDashes ? 'dashes' : '')
  )
}

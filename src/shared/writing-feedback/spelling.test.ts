import { describe, expect, it } from 'vitest';
import { englishSpeller, findingsOf, flagged } from './feedback-test-helpers.js';
import { isCheckableWord, suggestFixes } from './spelling.js';

describe('spelling', () => {
  it('flags words the dictionary does not know, as errors with suggestions', () => {
    const [finding, ...rest] = findingsOf('We recieve many letters.', 'spelling');
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ text: 'recieve', category: 'correctness', severity: 'error', safe: false });
    expect(finding!.fixes[0]).toBe('receive');
    expect(flagged('The zxqv and blorft are wrong.', 'spelling')).toEqual(['zxqv', 'blorft']);
  });

  it('ranks a swap of two letters first: "teh" → "the"', () => {
    expect(findingsOf('I saw teh dog.', 'spelling')[0]!.fixes[0]).toBe('the');
    expect(findingsOf('Teh dog barked.', 'spelling')[0]!.fixes[0]).toBe('The');
    const speller = englishSpeller();
    expect(suggestFixes('adn', speller)[0]).toBe('and');
    expect(suggestFixes('wiht', speller)[0]).toBe('with');
    expect(suggestFixes('hte', speller)[0]).toBe('the');
    expect(suggestFixes('becuase', speller)[0]).toBe('because');
    expect(suggestFixes('teh', speller).length).toBeLessThanOrEqual(5);
  });

  it('suggests for the common two-letter slips, and looks for nothing near a name or a string of letters', () => {
    const speller = englishSpeller();
    expect(suggestFixes('tommorow', speller)[0]).toBe('tomorrow');
    expect(suggestFixes('publically', speller)[0]).toBe('publicly');
    expect(suggestFixes('accomodate', speller)[0]).toBe('accommodate');
    // nspell's own search spends 100–800 ms on each of these, to find nothing: it is not run.
    const searched: string[] = [];
    const watched = { correct: (word: string) => speller.correct(word), suggest: (word: string) => (searched.push(word), speller.suggest(word)) };
    for (const word of ['Zorblax', 'Quillbot', 'Xyzzyplugh', 'zqxxxvb', 'zqaxbxcvb']) expect(suggestFixes(word, watched)).toEqual([]);
    expect(searched).toEqual([]);
    expect(suggestFixes('tommorow', watched)[0]).toBe('tomorrow');
    expect(searched).toEqual(['tommorow']);
  });

  it('accepts hyphenated words whose parts are words, and flags a misspelt part', () => {
    expect(flagged('A well-known, long-term, re-entered, co-founder plan.', 'spelling')).toEqual([]);
    expect(flagged('A well-knwon plan.', 'spelling')).toEqual(['well-knwon']);
  });

  it('accepts possessives and contractions, with straight or curly apostrophes', () => {
    expect(flagged("I don't know. It's the users' files and Dickens's book.", 'spelling')).toEqual([]);
    expect(flagged('I don’t know. It’s the users’ files.', 'spelling')).toEqual([]);
    expect(flagged("Inkwise's plan and Inkwise’s voice.", 'spelling', { dictionary: ['Inkwise'] })).toEqual([]);
  });

  it('never checks acronyms, numbers, identifiers or abbreviations', () => {
    expect(flagged('NASA and HTTPS, iOS and GPT4o, URLs and APIs, 3D and COVID-19, the 1st and 20th.', 'spelling')).toEqual([]);
    expect(flagged('Use e.g. this, i.e. that, in the U.S. and on Node.js today.', 'spelling')).toEqual([]);
    expect(flagged('Call my_function or read x=1 today.', 'spelling')).toEqual([]);
    expect(isCheckableWord('a')).toBe(false);
    expect(isCheckableWord('x'.repeat(46))).toBe(false);
    expect(isCheckableWord('recieve')).toBe(true);
  });

  it('never checks web and e-mail addresses written in the text', () => {
    expect(flagged('See https://exampel.com/pth or www.exampel.org, or write to me@exampel.com today.', 'spelling')).toEqual([]);
  });

  it('never checks code in backticks, nor code blocks', () => {
    expect(flagged('Call `recieve(teh)` now.', 'spelling')).toEqual([]);
    expect(flagged('Run this:\n\n```\nrecieve teh zxqv\n```\n\nDone.', 'spelling')).toEqual([]);
  });

  it('accepts the words of the workspace dictionary and the brand name, in any case', () => {
    const text = 'Zorblax ships the Quillbot plugin.';
    expect(flagged(text, 'spelling')).toEqual(['Zorblax', 'Quillbot']);
    expect(flagged(text, 'spelling', { dictionary: ['zorblax'] })).toEqual(['Quillbot']);
    expect(flagged(text, 'spelling', { dictionary: ['zorblax'], brand: { name: 'Quillbot', bannedTerms: [], preferredTerms: [] } })).toEqual([]);
    // A brand name of two words: each is accepted.
    expect(flagged('Zorblax Quillbot writes.', 'spelling', { brand: { name: 'Zorblax Quillbot', bannedTerms: [], preferredTerms: [] } })).toEqual([]);
  });

  it('accepts accented spellings of English words', () => {
    expect(flagged('A naïve résumé from the café.', 'spelling')).toEqual([]);
  });

  it('does not read other scripts against the English dictionary', () => {
    expect(flagged('The word שלום means peace, and so does سلام; Ελλάδα is Greece, 東京 is Tokyo.', 'spelling')).toEqual([]);
  });

  it('is not checked while the dictionary loads', () => {
    expect(flagged('We recieve teh letters.', 'spelling', { speller: null })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { insertAtCaret } from './insert-at-caret.js';

describe('insertAtCaret', () => {
  it('fills an empty field with the trimmed text, caret after it', () => {
    expect(insertAtCaret('', 0, 0, ' Hello world ')).toEqual({ content: 'Hello world', caret: 11 });
  });

  it('adds a space before the text when it follows a word', () => {
    expect(insertAtCaret('Hello', 5, 5, 'world')).toEqual({ content: 'Hello world', caret: 11 });
  });

  it('adds no second space after whitespace or a line break', () => {
    expect(insertAtCaret('Hello ', 6, 6, 'world')).toEqual({ content: 'Hello world', caret: 11 });
    expect(insertAtCaret('Title\n', 6, 6, 'First line')).toEqual({ content: 'Title\nFirst line', caret: 16 });
  });

  it('separates the text from a word right after the caret', () => {
    expect(insertAtCaret('Hello world', 5, 5, 'big')).toEqual({ content: 'Hello big world', caret: 9 });
    expect(insertAtCaret('Helloworld', 5, 5, 'big')).toEqual({ content: 'Hello big world', caret: 9 });
  });

  it('keeps punctuation attached to the word before it', () => {
    expect(insertAtCaret('Hello', 5, 5, ', friend')).toEqual({ content: 'Hello, friend', caret: 13 });
    expect(insertAtCaret('Hello there.', 11, 11, 'friend')).toEqual({ content: 'Hello there friend.', caret: 18 });
  });

  it('replaces a selection', () => {
    expect(insertAtCaret('Hello cruel world', 6, 11, 'kind')).toEqual({ content: 'Hello kind world', caret: 10 });
    expect(insertAtCaret('Hello cruel world', 11, 6, 'kind')).toEqual({ content: 'Hello kind world', caret: 10 });
  });

  it('inserts at the start of existing text', () => {
    expect(insertAtCaret('world', 0, 0, 'Hello')).toEqual({ content: 'Hello world', caret: 5 });
  });

  it('clamps a caret beyond the text to its end, and ignores blank text', () => {
    expect(insertAtCaret('Hi', 10, 10, 'there')).toEqual({ content: 'Hi there', caret: 8 });
    expect(insertAtCaret('Hi', 1, 1, '   ')).toEqual({ content: 'Hi', caret: 1 });
  });
});

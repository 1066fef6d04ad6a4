import type { Editor } from '@tiptap/core';
import type { AiWriteBody } from '@shared/contract/ai';
import { AI_SELECTION_MAX_LENGTH } from '@shared/limits';
import { insertAnswerAt, insertBelowTarget, replaceTarget, rewriteTarget, textBeforeCaret } from '../rich-text/ai-text-target';
import type { WritingRequest } from './writing-action-dialog';
import type { TextAction } from './writing-actions';

/** The document's voice and links as the editor has them now, saved or not. */
export type WritingLinks = Pick<AiWriteBody, 'personalityId' | 'clientId' | 'projectId' | 'title'>;

/**
 * A writing action on the editor as it is when the writer asks: the text it works on, where the
 * answer goes back, and the request for the server. A problem in words when there is nothing to
 * work on or too much.
 */
export function buildWritingRequest(editor: Editor, action: TextAction, links: WritingLinks): WritingRequest | { problem: string; hint: string } {
  if (action === 'continue') {
    const { text, at } = textBeforeCaret(editor);
    if (!text) return { problem: 'Write a few words first', hint: 'Continue writing carries on from the text before the caret.' };
    // The model needs the recent text, not the whole book: the server keeps the last part too.
    const recent = text.slice(-AI_SELECTION_MAX_LENGTH);
    return {
      action,
      original: recent,
      scope: 'Carries on from the text before the caret, in the document’s voice.',
      body: { action, text: recent, ...links },
      insertAtCaret: (answer) => insertAnswerAt(editor, at, answer),
    };
  }
  const target = rewriteTarget(editor);
  if (!target) return { problem: 'Select some text first', hint: 'Or place the caret in the paragraph to work on.' };
  if (target.markdown.length > AI_SELECTION_MAX_LENGTH) {
    return {
      problem: 'The selection is too long',
      hint: `Select at most ${AI_SELECTION_MAX_LENGTH.toLocaleString('en-US')} characters (about 3,000 words) at a time.`,
    };
  }
  return {
    action,
    original: target.markdown,
    scope: target.kind === 'block' ? 'Works on the paragraph at the caret.' : 'Works on the selected text.',
    body: { action, text: target.markdown, ...links },
    replace: (answer) => replaceTarget(editor, target, answer),
    insertBelow: (answer) => insertBelowTarget(editor, target, answer),
  };
}

import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import type { Transaction } from '@tiptap/pm/state';
import type { CommentAnchor, CommentFilter, CommentThread } from '@shared/contract/comments';
import type { SharedEditing } from '../collaboration/use-shared-editing';
import { useCommentThreads } from './api/comments';
import { loadedCoEditing } from '../collaboration/load-co-editing';
import type { SharedBinding } from './comment-anchors';
import { commentHighlightCount, installCommentHighlights, showCommentHighlights } from './comment-highlights';
import type { ThreadPlace } from './comment-thread-card';
import { useLiveComments } from './use-live-comments';
import { showInEditor } from '../rich-text/show-in-editor';

/** A thread being started: on a passage (its anchor), or on the whole document. */
export interface NewThread {
  anchor: CommentAnchor | null;
  /** The passage was selected, but this editor is not bound to the shared document, so it cannot be anchored. */
  unanchoredQuote: string | null;
}

/**
 * The anchoring code (comment-anchors.ts, loaded with co-editing) and the editor's binding to the
 * shared document; null while the editor is not bound (not loaded means not bound either).
 */
function anchoringOf(editor: Editor): { anchors: NonNullable<ReturnType<typeof loadedCoEditing>>; binding: SharedBinding } | null {
  const anchors = loadedCoEditing();
  const binding = anchors?.sharedBindingOf(editor.state) ?? null;
  return anchors && binding ? { anchors, binding } : null;
}

/**
 * What each thread's card says of its place, read from the editor's shared document after every
 * change. Not where the passage is: typing above it moves it on every key, and the page would
 * render again for each (a React commit, which first measures the caret's place in the whole
 * editable text). Positions are read when they are needed (rangesOf).
 */
function placesOf(editor: Editor, threads: readonly CommentThread[]): Array<[number, ThreadPlace]> {
  const anchoring = anchoringOf(editor);
  return threads.map((thread) => {
    if (!thread.anchor) return [thread.id, { kind: 'document' }];
    if (!anchoring) return [thread.id, { kind: 'unknown' }];
    return [thread.id, { kind: anchoring.anchors.rangeOfAnchor(anchoring.binding, thread.anchor) ? 'range' : 'deleted' }];
  });
}

/** Where each thread's passage is now, for those whose passage is still there. */
function rangesOf(editor: Editor, threads: readonly CommentThread[]): Array<{ threadId: number; from: number; to: number }> {
  const anchoring = anchoringOf(editor);
  if (!anchoring) return [];
  return threads.flatMap((thread) => {
    const range = thread.anchor ? anchoring.anchors.rangeOfAnchor(anchoring.binding, thread.anchor) : null;
    return range ? [{ threadId: thread.id, ...range }] : [];
  });
}

/**
 * Between two drawings from the anchors, the highlights move with the text (the plugin maps them
 * through each change); they are drawn again once the text has not changed for this long, so that
 * one moved differently (text typed at a passage's edge, a collaborator's change) is put right.
 */
const HIGHLIGHTS_REDRAWN_AFTER_MS = 300;

/**
 * The editor's comments (issue 19, ADR 0042): the panel's threads by filter, where each one's text
 * is now, the highlights in the text, and starting a thread on the selection (the toolbar's button
 * and Ctrl/Cmd+Alt+M), kept current by the co-editing connection's pushes.
 */
export function useComments(editor: Editor, documentId: number | null, sharedEditing: SharedEditing | null) {
  const [filter, setFilter] = useState<CommentFilter>('open');
  const [newThread, setNewThread] = useState<NewThread | null>(null);
  const [activeThreadId, setActiveThreadId] = useState<number | null>(() => {
    const fromLink = Number(new URLSearchParams(window.location.search).get('thread'));
    return Number.isInteger(fromLink) && fromLink > 0 ? fromLink : null;
  });
  const live = useLiveComments(documentId, sharedEditing);
  const list = useCommentThreads(documentId ?? 0, filter, documentId !== null, live);
  const threads = useMemo(() => list.data?.pages.flatMap((page) => page.threads) ?? [], [list.data]);

  // A notification's link (?thread=) brings its thread into view once the list holds it.
  const linkedThread = useRef(activeThreadId);
  useEffect(() => {
    const threadId = linkedThread.current;
    if (threadId === null || !threads.some((thread) => thread.id === threadId)) return;
    linkedThread.current = null;
    const card = document.querySelector<HTMLElement>(`[data-thread-id="${threadId}"]`);
    card?.scrollIntoView({ block: 'center' });
    card?.focus({ preventScroll: true });
  }, [threads]);

  const placesKey = useEditorState({ editor, selector: ({ editor: current }) => JSON.stringify(placesOf(current, threads)) });
  const places = useMemo(() => new Map(JSON.parse(placesKey) as Array<[number, ThreadPlace]>), [placesKey]);

  const activate = useEffectEvent((threadId: number) => {
    setActiveThreadId(threadId);
    document.querySelector<HTMLElement>(`[data-thread-id="${threadId}"]`)?.focus();
  });
  useEffect(() => installCommentHighlights(editor, (threadId) => activate(threadId)), [editor]);
  useEffect(() => {
    let stopped = false;
    let drawn = 0;
    const draw = () => {
      if (stopped) return;
      const ranges = rangesOf(editor, threads).map((range) => ({ ...range, active: range.threadId === activeThreadId }));
      showCommentHighlights(editor, ranges);
      drawn = ranges.length;
    };
    draw();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const drawLater = ({ transaction }: { transaction: Transaction }) => {
      if (!transaction.docChanged) return;
      if (timer) clearTimeout(timer);
      timer = null;
      // A highlight the change mapped away (its words replaced) is drawn again before the next
      // frame, after this change's own dispatch: the passage may still be there by its anchor.
      if (commentHighlightCount(editor) < drawn) queueMicrotask(draw);
      else timer = setTimeout(draw, HIGHLIGHTS_REDRAWN_AFTER_MS);
    };
    editor.on('transaction', drawLater);
    return () => {
      stopped = true;
      editor.off('transaction', drawLater);
      if (timer) clearTimeout(timer);
    };
    // `places` too: a passage deleted or found again is drawn at once.
  }, [editor, threads, places, activeThreadId]);

  const startComment = () => {
    const { from, to, empty } = editor.state.selection;
    const quote = empty ? '' : editor.state.doc.textBetween(from, to, ' ', ' ');
    const anchoring = anchoringOf(editor);
    setFilter('open');
    setNewThread({
      anchor: !empty && anchoring ? anchoring.anchors.anchorForRange(anchoring.binding, { from, to }, quote) : null,
      unanchoredQuote: !empty && !anchoring ? quote : null,
    });
  };

  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    // Alt changes the key's character on a Mac (µ), so the physical key is read.
    if (event.code !== 'KeyM' || !event.altKey || !(event.ctrlKey || event.metaKey) || event.shiftKey || documentId === null) return;
    event.preventDefault();
    startComment();
  });
  useEffect(() => {
    window.addEventListener('keydown', onShortcut);
    return () => window.removeEventListener('keydown', onShortcut);
  }, []);

  const jumpTo = (threadId: number) => {
    const range = rangesOf(editor, threads).find((each) => each.threadId === threadId);
    setActiveThreadId(threadId);
    if (range) showInEditor(editor, { from: range.from, to: range.to });
  };

  return { documentId, filter, setFilter, list, threads, places, newThread, setNewThread, activeThreadId, jumpTo, startComment };
}

export type CommentsState = ReturnType<typeof useComments>;

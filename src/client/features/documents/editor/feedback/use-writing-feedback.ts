import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { TextSelection } from '@tiptap/pm/state';
import { documentBlocks, type PositionedBlock } from '@shared/writing-feedback/document-blocks';
// The light modules only: the engine itself (retext, its word lists) loads in the worker, never on the page.
import { ignoreKey, type Finding } from '@shared/writing-feedback/finding';
import type { BrandRules, FeedbackReport, StyleRulesInput } from '@shared/writing-feedback/index';
import type { ClientStyleGuide } from '@shared/contract/style-rules';
import { useStyleRules } from '@/lib/style-rules/style-rules-query';
import { useAddToDictionary, useDictionary } from './api/dictionary';
import { useIgnoredFindings, useSaveIgnoredFindings } from './api/ignored-findings';
import { findingRange, showFindings, type PlacedFinding } from './feedback-highlights';
import { AI_PROBLEM_MAX_LENGTH } from '@shared/limits';
import { cardPosition } from './card-position';
import { sentenceAround } from './sentence-around';
import { showInEditor } from '../rich-text/show-in-editor';
import type { AnalyzeRequest, AnalyzeResponse } from './worker-protocol';

/** Analysis waits for typing to pause this long (issue 16: "debounced ~300 ms"). */
export const FEEDBACK_DELAY_MS = 300;
const OBJECT = '\uFFFC';

export type FeedbackStatus = 'starting' | 'ready' | 'failed';

export type WritingFeedback = {
  report: FeedbackReport | null;
  status: FeedbackStatus;
  /** False while the dictionary loads (or if it could not): spelling is not checked yet. */
  spelling: boolean;
  /** The finding whose card is open, and whether the keyboard opened it (then Enter applies it). */
  active: { index: number; byKeyboard: boolean; position: { top: number; left: number } } | null;
  open: (index: number, byKeyboard: boolean) => void;
  close: () => void;
  apply: (index: number, fix?: string) => void;
  ignore: (index: number) => void;
  addToDictionary: (index: number) => void;
  /** Applies the first fix of every safe finding of this rule. */
  fixAll: (rule: string) => void;
  /** Selects the next (or previous) finding after the caret and opens its card. */
  step: (direction: 1 | -1) => void;
  /** Selects a finding in the text and opens its card (from the panel's list). */
  reveal: (index: number) => void;
  /** Selects the sentence a finding is in and says the finding in words, for "Fix with AI"; null when it is gone. */
  selectForFix: (index: number) => { problem: string } | null;
  /** The text of a stretch of the analysed blocks (a sentence the tone report names). */
  textOf: (at: TextStretch) => string;
  /** Selects that stretch in the text, if it is still there as it was. */
  select: (at: TextStretch) => void;
};

/** A stretch of one analysed block, as the report names sentences. */
export type TextStretch = { block: number; start: number; end: number };

type Options = {
  /** Null before the document's first save: ignored findings are then kept on this page only. */
  documentId: number | null;
  brand: BrandRules | null;
  /** The client's style guide (ADR 0031): its preset and the rules turned off; the workspace's own rules are read here. */
  styleGuide: ClientStyleGuide | null;
  /** The focus keyphrase: words the writer means to repeat. */
  expectedWords: readonly string[];
};

/**
 * Live writing feedback for the editor (issue 16): the engine runs in a worker once typing pauses,
 * its findings are underlined in the text, and the card and panel act on them.
 */
export function useWritingFeedback(editor: Editor, { documentId, brand, expectedWords, styleGuide }: Options): WritingFeedback {
  const [report, setReport] = useState<FeedbackReport | null>(null);
  const [status, setStatus] = useState<FeedbackStatus>('starting');
  const [spelling, setSpelling] = useState(false);
  const [active, setActive] = useState<WritingFeedback['active']>(null);
  const [reportBlocks, setReportBlocks] = useState<PositionedBlock[]>([]);

  const dictionary = useDictionary();
  const addWord = useAddToDictionary();
  const [addedWords, setAddedWords] = useState<string[]>([]);
  const storedIgnored = useIgnoredFindings(documentId);
  const saveIgnored = useSaveIgnoredFindings(documentId);
  const [localIgnored, setLocalIgnored] = useState<string[]>([]);

  // Findings ignored before the document's first save are kept with it once it has an address.
  const keptBeforeSave = useRef(documentId === null);
  useEffect(() => {
    if (documentId === null || !keptBeforeSave.current || !storedIgnored.data) return;
    keptBeforeSave.current = false;
    if (localIgnored.length > 0) saveIgnored.mutate([...new Set([...storedIgnored.data.keys, ...localIgnored])]);
  }, [documentId, storedIgnored.data, localIgnored, saveIgnored]);

  const words = useMemo(() => [...(dictionary.data?.words ?? []), ...addedWords], [dictionary.data, addedWords]);
  const ignored = useMemo(() => [...new Set([...(storedIgnored.data?.keys ?? []), ...localIgnored])], [storedIgnored.data, localIgnored]);
  const styleFiles = useStyleRules().data?.files;
  const styleRules = useMemo<StyleRulesInput | null>(
    () => (styleGuide?.preset || styleFiles?.length ? { preset: styleGuide?.preset ?? null, disabled: styleGuide?.disabledRules ?? [], files: styleFiles ?? [] } : null),
    [styleGuide, styleFiles],
  );
  const options = useMemo(() => ({ dictionary: words, brand, styleRules, expectedWords: [...expectedWords], ignored }), [words, brand, styleRules, expectedWords, ignored]);

  const worker = useRef<Worker | null>(null);
  const lastId = useRef(0);
  const requested = useRef<{ id: number; doc: Editor['state']['doc']; blocks: PositionedBlock[] } | null>(null);
  const optionsRef = useRef(options);
  const reportRef = useRef(report);
  const activeRef = useRef(active);
  useLayoutEffect(() => {
    optionsRef.current = options;
    reportRef.current = report;
    activeRef.current = active;
  });

  const analyzeNow = useCallback(() => {
    if (!worker.current || editor.isDestroyed) return;
    const blocks = documentBlocks(editor.state.doc);
    const id = ++lastId.current;
    requested.current = { id, doc: editor.state.doc, blocks };
    const request: AnalyzeRequest = {
      type: 'analyze',
      id,
      blocks: blocks.map(({ kind, text }) => ({ kind, text })),
      options: optionsRef.current,
    };
    worker.current.postMessage(request);
  }, [editor]);

  // One worker per open editor, ended when the editor closes.
  useEffect(() => {
    const started = new Worker(new URL('./feedback.worker.ts', import.meta.url), { type: 'module', name: 'writing-feedback' });
    worker.current = started;
    started.addEventListener('message', (event: MessageEvent<AnalyzeResponse>) => {
      const response = event.data;
      const request = requested.current;
      if (response.type === 'report') {
        // Each analysis's time in the worker, used or not, as a User Timing entry (devtools and the benchmark read it).
        const now = performance.now();
        performance.measure(response.spelling ? 'writing-feedback' : 'writing-feedback (no dictionary yet)', { start: now - response.milliseconds, end: now });
      }
      // An answer about text that has changed since is dropped: the next analysis is on its way.
      // Compared by content, not identity: the editor may hold an equal document in a new object.
      if (!request || response.id !== request.id || editor.isDestroyed || !editor.state.doc.eq(request.doc)) return;
      if (response.type === 'failed') {
        setStatus('failed');
        return;
      }
      const placed: PlacedFinding[] = response.report.findings.flatMap((finding, index) => {
        const block = request.blocks[finding.block];
        if (!block) return [];
        return [{ index, from: block.from + finding.start, to: block.from + finding.end, category: finding.category, rule: finding.rule }];
      });
      // The open card's finding, where it is now: a new report (the dictionary just loaded, say)
      // keeps the card open when it still has that finding, so F8 and then Enter applies its fix
      // rather than finding the card gone and splitting the line.
      const open = activeRef.current;
      const openFinding = open ? reportRef.current?.findings[open.index] : undefined;
      const openRange = open ? findingRange(editor.state, open.index) : null;
      if (!showFindings(editor, placed, request.doc)) return;
      setReport(response.report);
      setReportBlocks(request.blocks);
      setSpelling(response.spelling);
      setStatus('ready');
      const kept =
        openRange && openFinding ? placed.find((finding) => finding.from === openRange.from && finding.to === openRange.to && finding.rule === openFinding.rule) : undefined;
      setActive(open && kept ? { ...open, index: kept.index } : null);
    });
    started.addEventListener('error', () => setStatus('failed'));
    analyzeNow();
    return () => {
      started.terminate();
      worker.current = null;
    };
  }, [editor, analyzeNow]);

  // Again once typing pauses, and after any other change of the text: a loaded version, a
  // conflict resolved, an AI answer put in, a node a plugin appends (the trailing paragraph after a
  // list). Not all of those are edits TipTap reports, but each makes the last analysis stale, and a
  // stale answer is dropped; so the document itself is watched.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let seen = editor.state.doc;
    const schedule = () => {
      if (editor.state.doc === seen) return;
      seen = editor.state.doc;
      if (timer) clearTimeout(timer);
      timer = setTimeout(analyzeNow, FEEDBACK_DELAY_MS);
    };
    editor.on('transaction', schedule);
    return () => {
      editor.off('transaction', schedule);
      if (timer) clearTimeout(timer);
    };
  }, [editor, analyzeNow]);

  // Again at once when what the checks read besides the text changes (a word added, a client chosen).
  const optionsKey = JSON.stringify(options);
  const firstOptions = useRef(true);
  useEffect(() => {
    if (firstOptions.current) {
      firstOptions.current = false;
      return;
    }
    analyzeNow();
  }, [optionsKey, analyzeNow]);

  const findingAt = (index: number): Finding | undefined => reportRef.current?.findings[index];

  /** The finding's range now, if it still holds the text it flagged. */
  const liveRange = (index: number) => {
    const finding = findingAt(index);
    const range = findingRange(editor.state, index);
    if (!finding || !range) return null;
    return editor.state.doc.textBetween(range.from, range.to, OBJECT, OBJECT) === finding.text ? range : null;
  };

  const open = (index: number, byKeyboard: boolean) => {
    const position = cardPosition(editor, index);
    if (!position) return;
    setActive({ index, byKeyboard, position });
  };

  const close = () => setActive(null);

  const apply = (index: number, fix?: string) => {
    const finding = findingAt(index);
    const range = liveRange(index);
    const replacement = fix ?? finding?.fixes[0];
    if (!finding || !range || replacement === undefined) return close();
    const tr = replacement === '' ? editor.state.tr.delete(range.from, range.to) : editor.state.tr.insertText(replacement, range.from, range.to);
    const caret = range.from + replacement.length;
    editor.view.dispatch(tr.setSelection(TextSelection.create(tr.doc, Math.min(caret, tr.doc.content.size))));
    close();
    editor.commands.focus();
  };

  const fixAll = (rule: string) => {
    const targets = (reportRef.current?.findings ?? [])
      .map((finding, index) => ({ finding, range: finding.rule === rule && finding.safe ? liveRange(index) : null }))
      .filter((target): target is { finding: Finding; range: { from: number; to: number } } => target.range !== null && target.finding.fixes[0] !== undefined)
      .sort((a, b) => b.range.from - a.range.from);
    if (targets.length === 0) return;
    const tr = editor.state.tr;
    // From the end back, so each replacement leaves the earlier ranges where they were.
    for (const { finding, range } of targets) tr.insertText(finding.fixes[0]!, range.from, range.to);
    editor.view.dispatch(tr);
    close();
  };

  const ignore = (index: number) => {
    const finding = findingAt(index);
    if (!finding) return;
    const keys = [...new Set([...ignored, ignoreKey(finding)])];
    setLocalIgnored((current) => [...current, ignoreKey(finding)]);
    saveIgnored.mutate(keys);
    close();
  };

  const addToDictionary = (index: number) => {
    const finding = findingAt(index);
    if (!finding) return;
    setAddedWords((current) => [...current, finding.text]);
    addWord.mutate(finding.text);
    close();
  };

  const step = (direction: 1 | -1) => {
    const findings = reportRef.current?.findings ?? [];
    const ranges = findings.map((_, index) => ({ index, range: findingRange(editor.state, index) })).filter((entry) => entry.range !== null);
    if (ranges.length === 0) return;
    const caret = editor.state.selection.from;
    const ordered = direction === 1 ? ranges : [...ranges].reverse();
    const next =
      ordered.find(({ range }) => (direction === 1 ? range!.from > caret : range!.from < caret)) ?? ordered[0]!;
    reveal(next.index);
  };

  const reveal = (index: number) => {
    const range = findingRange(editor.state, index);
    if (!range) return;
    showInEditor(editor, range);
    open(index, true);
  };

  const selectForFix = (index: number) => {
    const finding = findingAt(index);
    const range = liveRange(index);
    if (!finding || !range) return null;
    const sentence = sentenceAround(editor, range);
    editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, sentence.from, sentence.to)));
    close();
    return { problem: `${finding.message} ${finding.why}`.slice(0, AI_PROBLEM_MAX_LENGTH) };
  };

  const textOf = ({ block, start, end }: TextStretch) => reportBlocks[block]?.text.slice(start, end) ?? '';

  const select = (at: TextStretch) => {
    const block = reportBlocks[at.block];
    if (!block) return;
    const from = block.from + at.start;
    const to = block.from + at.end;
    if (to > editor.state.doc.content.size || editor.state.doc.textBetween(from, to, OBJECT, OBJECT) !== textOf(at)) return;
    showInEditor(editor, { from, to });
  };

  return { report, status, spelling, active, open, close, apply, ignore, addToDictionary, fixAll, step, reveal, selectForFix, textOf, select };
}


import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AI_BRIEF_MAX_LENGTH } from '@shared/limits';
import { aiUsageKey } from '@/lib/ai/ai-usage';
import type { WritingLinks } from '../writing-requests';
import { streamWritingAction } from '../stream-writing-action';
import type { ActionFailure } from '../failure-notice';
import { describeFailure } from '../use-writing-action';
import { splitOutline } from './split-outline';

export type DraftStep = 'brief' | 'outlining' | 'outline' | 'drafting' | 'drafted';


/**
 * Draft from brief, in two steps the writer controls: an outline from the brief (which they can
 * edit), then the draft written section by section from it. Each section is one streamed request;
 * Stop ends the one running and keeps the sections already written.
 */
export function useDraftFromBrief(links: WritingLinks) {
  const [step, setStep] = useState<DraftStep>('brief');
  const [outline, setOutline] = useState('');
  const [sections, setSections] = useState<string[]>([]);
  const [current, setCurrent] = useState<{ index: number; total: number; text: string } | null>(null);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [stopped, setStopped] = useState(false);
  const running = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => () => running.current?.abort(), []);

  const begin = () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setFailure(null);
    setStopped(false);
    return controller;
  };
  const settle = (controller: AbortController) => {
    if (running.current === controller) running.current = null;
    void queryClient.invalidateQueries({ queryKey: aiUsageKey });
  };

  const writeOutline = async (brief: string) => {
    const controller = begin();
    setStep('outlining');
    setOutline('');
    try {
      const answer = await streamWritingAction(
        { action: 'draft-outline', text: brief, brief, ...links },
        { signal: controller.signal, onDelta: (piece) => setOutline((text) => text + piece) },
      );
      setOutline(answer.text.trim());
      setStep('outline');
    } catch (error) {
      if (controller.signal.aborted) return;
      setFailure(describeFailure(error));
      setStep('brief');
    } finally {
      settle(controller);
    }
  };

  /** Writes the sections not written yet (all of them the first time; the rest after a failure or Stop). */
  const writeDraft = async (brief: string) => {
    const { sections: planned } = splitOutline(outline);
    if (planned.length === 0) return;
    const controller = begin();
    setStep('drafting');
    // The outline goes with the brief, so each section knows where it stands in the piece.
    const context = `${brief}\n\nOutline of the whole piece:\n${outline}`.slice(0, AI_BRIEF_MAX_LENGTH);
    const written = [...sections];
    try {
      for (let index = written.length; index < planned.length; index += 1) {
        setCurrent({ index, total: planned.length, text: '' });
        const answer = await streamWritingAction(
          { action: 'draft-section', text: planned[index]!, brief: context, ...links },
          { signal: controller.signal, onDelta: (piece) => setCurrent((now) => (now ? { ...now, text: now.text + piece } : now)) },
        );
        written.push(answer.text.trim());
        setSections([...written]);
      }
      setCurrent(null);
      setStep('drafted');
    } catch (error) {
      if (controller.signal.aborted) return;
      setCurrent(null);
      setFailure(describeFailure(error));
      setStep('outline');
    } finally {
      settle(controller);
    }
  };

  const stop = () => {
    running.current?.abort();
    running.current = null;
    setCurrent(null);
    setStopped(true);
    setStep((now) => (now === 'outlining' ? 'brief' : now === 'drafting' ? 'outline' : now));
  };

  /** The outline changed: sections written from the old one no longer follow it. */
  const editOutline = (text: string) => {
    setOutline(text);
    setSections([]);
  };

  const title = splitOutline(outline).title;
  const draft = [title ? `# ${title}` : '', ...sections].filter(Boolean).join('\n\n');
  return { step, outline, editOutline, sections, current, failure, stopped, draft, writeOutline, writeDraft, stop };
}

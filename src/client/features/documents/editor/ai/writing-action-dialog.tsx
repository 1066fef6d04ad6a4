import { useEffect, useState } from 'react';
import { ArrowDownToLine, Copy, CornerDownLeft, LoaderCircle, RefreshCw, Replace, Square } from 'lucide-react';
import type { AiWriteBody } from '@shared/contract/ai';
import { copyToClipboard } from '@/components/copy-to-clipboard';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { TextDiff } from '../components/text-diff';
import { FailureNotice } from './failure-notice';
import { useWritingAction } from './use-writing-action';
import { TEXT_ACTIONS, TONES, type TextAction } from './writing-actions';

/** What the writer asked for, read from the editor when they asked, and where an answer may go. */
export interface WritingRequest {
  action: TextAction;
  /** The text worked on, as the writer sees it (markdown), for the word diff. */
  original: string;
  /** Where the text came from, for the dialog's description. */
  scope: string;
  /** Sent to POST /api/ai/write; `tone` is chosen in the dialog for "Change tone". */
  body: Omit<AiWriteBody, 'tone'>;
  replace?: (text: string) => void;
  insertBelow?: (text: string) => void;
  insertAtCaret?: (text: string) => void;
}

type WritingActionDialogProps = { request: WritingRequest | null; onClose: () => void };

/**
 * A writing action's answer as it streams in, with Stop; once whole, the changes word by word and
 * what to do with it. Only a whole answer can go into the document: a stopped or failed one
 * can be copied or tried again, never inserted.
 */
export function WritingActionDialog({ request, onClose }: WritingActionDialogProps) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="grid max-h-[92dvh] grid-rows-[auto_minmax(0,1fr)_auto] gap-4 sm:max-w-2xl">
        {request ? <WritingAction key={request.body.text + request.action} request={request} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function WritingAction({ request, onClose }: { request: WritingRequest; onClose: () => void }) {
  const { state, run, stop, retry } = useWritingAction();
  const [tone, setTone] = useState<string | null>(null);
  const [showChanges, setShowChanges] = useState(true);
  const needsTone = request.action === 'change-tone';
  const meta = TEXT_ACTIONS[request.action];

  useEffect(() => {
    if (!needsTone) run(request.body);
    // Once, when the dialog opens for this request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const chooseTone = (chosen: string) => {
    setTone(chosen);
    run({ ...request.body, tone: chosen.toLowerCase() });
  };
  const use = (apply: ((text: string) => void) | undefined) => {
    if (state.phase !== 'done' || !apply) return;
    apply(state.text);
    onClose();
  };
  const text = 'text' in state ? state.text : '';
  const done = state.phase === 'done';

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {meta.title}
          {tone ? <Badge variant="secondary">{tone}</Badge> : null}
          {done ? (
            <Badge variant="outline" className="font-normal">
              {state.model}
            </Badge>
          ) : null}
        </DialogTitle>
        <DialogDescription>{request.scope}</DialogDescription>
      </DialogHeader>

      <div className="grid min-h-0 content-start gap-3 overflow-auto">
        {needsTone ? (
          <div role="group" aria-label="Tone" className="flex flex-wrap gap-2">
            {TONES.map((choice) => (
              <Button
                key={choice}
                type="button"
                size="sm"
                variant={tone === choice ? 'default' : 'outline'}
                aria-pressed={tone === choice}
                disabled={state.phase === 'streaming'}
                onClick={() => chooseTone(choice)}
              >
                {choice}
              </Button>
            ))}
          </div>
        ) : null}
        {needsTone && tone === null ? <p className="text-sm text-muted-foreground">Choose the tone to write the text in.</p> : null}

        {state.phase === 'streaming' ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden /> {meta.working}
          </p>
        ) : null}

        {state.phase === 'failed' ? <FailureNotice failure={state} /> : null}

        {state.phase === 'stopped' ? (
          <p role="status" className="text-sm text-muted-foreground">
            Stopped. This answer is incomplete, so it can’t be put into your document.
          </p>
        ) : null}

        {text && !(done && showChanges && request.replace) ? (
          <div
            className={cn('rounded-lg border p-3 text-sm leading-relaxed whitespace-pre-wrap wrap-anywhere', state.phase !== 'done' && 'text-muted-foreground')}
            data-testid="ai-answer"
            aria-live="polite"
            aria-busy={state.phase === 'streaming'}
          >
            {text}
          </div>
        ) : null}
        {done && showChanges && request.replace ? (
          <div className="rounded-lg border p-3">
            <TextDiff before={request.original} after={state.text} unchanged="The answer is the same as your text." testId="ai-diff" />
          </div>
        ) : null}
        {done && request.replace ? (
          <div className="flex items-center gap-2">
            <Checkbox id="ai-show-changes" checked={showChanges} onCheckedChange={(checked) => setShowChanges(checked === true)} />
            <Label htmlFor="ai-show-changes" className="text-sm font-normal">
              Show changes
            </Label>
          </div>
        ) : null}
      </div>

      <DialogFooter className="flex-wrap gap-2">
        {state.phase === 'streaming' ? (
          <Button type="button" variant="outline" onClick={stop}>
            <Square aria-hidden /> Stop
          </Button>
        ) : null}
        {done && request.replace ? (
          <Button type="button" onClick={() => use(request.replace)} autoFocus>
            <Replace aria-hidden /> Replace
          </Button>
        ) : null}
        {done && request.insertAtCaret ? (
          <Button type="button" onClick={() => use(request.insertAtCaret)} autoFocus>
            <CornerDownLeft aria-hidden /> Insert
          </Button>
        ) : null}
        {done && request.insertBelow ? (
          <Button type="button" variant="outline" onClick={() => use(request.insertBelow)}>
            <ArrowDownToLine aria-hidden /> Insert below
          </Button>
        ) : null}
        {text && state.phase !== 'streaming' ? (
          <Button type="button" variant="outline" onClick={() => void copyToClipboard(text, { title: 'Copied' })}>
            <Copy aria-hidden /> Copy
          </Button>
        ) : null}
        {(state.phase === 'done' || state.phase === 'stopped' || (state.phase === 'failed' && !state.notConfigured)) && (!needsTone || tone) ? (
          <Button type="button" variant="outline" onClick={retry}>
            <RefreshCw aria-hidden /> Try again
          </Button>
        ) : null}
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </DialogFooter>
    </>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { Copy, CornerDownLeft, Cpu, LoaderCircle, RefreshCw, Sparkles, Square } from 'lucide-react';
import { parseModelVariants } from '@shared/ai/from-model/model-variants';
import { AI_SELECTION_MAX_LENGTH } from '@shared/limits';
import { copyToClipboard } from '@/components/copy-to-clipboard';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { generate, GENERATORS, type GeneratedVariant, type GeneratorInput, type GeneratorKind } from './built-in-generators';
import { useWritingAction } from './use-writing-action';
import type { WritingLinks } from './writing-requests';

/** What the writer asked for, and the document as it was when they asked. */
export type Generation = { kind: GeneratorKind; input: GeneratorInput };

type Uses = {
  onUseAsSeoTitle: (text: string) => void;
  onUseAsMetaDescription: (text: string) => void;
  onInsert: (text: string) => void;
};

type GeneratorDialogProps = Uses & {
  generation: Generation | null;
  onClose: () => void;
  /** With a model connected, the variants are written by it (the built-in ones a click away). */
  modelConnected: boolean;
  links: WritingLinks;
};

/** A generator's results, best first, each with what it can be used for. */
export function GeneratorDialog({ generation, onClose, modelConnected, links, ...uses }: GeneratorDialogProps) {
  return (
    <Dialog open={generation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="grid max-h-[92dvh] grid-rows-[auto_auto_minmax(0,1fr)] gap-4 sm:max-w-2xl">
        {generation ? <Results generation={generation} onClose={onClose} modelConnected={modelConnected} links={links} {...uses} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Results({ generation, onClose, modelConnected, links, ...uses }: GeneratorDialogProps & { generation: Generation }) {
  const [source, setSource] = useState<'model' | 'built-in'>(modelConnected ? 'model' : 'built-in');
  const generator = GENERATORS[generation.kind];
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          {generator.title}
          {source === 'built-in' ? (
            <Badge variant="outline" className="gap-1 font-normal">
              <Cpu className="size-3" aria-hidden /> Built-in
            </Badge>
          ) : (
            <Badge variant="outline" className="gap-1 font-normal">
              <Sparkles className="size-3" aria-hidden /> AI model
            </Badge>
          )}
        </DialogTitle>
        <DialogDescription>
          {source === 'built-in'
            ? `Made from your document’s own words, without an AI model: ${generator.limit}, best first.`
            : `Written by your AI model, then checked here: ${generator.limit}, best first; any over the limit are left out.`}
        </DialogDescription>
      </DialogHeader>
      {modelConnected ? (
        <div role="group" aria-label="Made by" className="flex gap-2">
          <Button type="button" size="sm" variant={source === 'model' ? 'default' : 'outline'} aria-pressed={source === 'model'} onClick={() => setSource('model')}>
            <Sparkles aria-hidden /> AI model
          </Button>
          <Button type="button" size="sm" variant={source === 'built-in' ? 'default' : 'outline'} aria-pressed={source === 'built-in'} onClick={() => setSource('built-in')}>
            <Cpu aria-hidden /> Built-in
          </Button>
        </div>
      ) : (
        <div />
      )}
      {source === 'built-in' ? <BuiltInResults generation={generation} onClose={onClose} {...uses} /> : null}
      {/* Kept while the built-in ones are shown: going back shows the same answer, not a new request. */}
      {modelConnected ? (
        <div className={source === 'model' ? 'grid min-h-0' : 'hidden'}>
          <ModelResults generation={generation} onClose={onClose} links={links} {...uses} />
        </div>
      ) : null}
    </>
  );
}

function BuiltInResults({ generation, onClose, ...uses }: Uses & { generation: Generation; onClose: () => void }) {
  const variants = useMemo(() => generate(generation.kind, generation.input), [generation]);
  if (variants.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">Write a few sentences first: there is nothing to work from yet.</p>;
  return <VariantList kind={generation.kind} variants={variants} onClose={onClose} {...uses} />;
}

function ModelResults({ generation, onClose, links, ...uses }: Uses & { generation: Generation; onClose: () => void; links: WritingLinks }) {
  const { state, run, stop, retry } = useWritingAction();
  const { kind, input } = generation;
  const empty = input.markdown.trim() === '';
  useEffect(() => {
    if (empty) return;
    run({ action: 'generate', generator: kind, text: input.markdown.slice(0, AI_SELECTION_MAX_LENGTH), ...(input.keyphrase ? { keyphrase: input.keyphrase } : {}), ...links });
    // Once, when these results open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const parsed = useMemo(() => (state.phase === 'done' ? parseModelVariants(kind, state.text, { keyphrase: input.keyphrase }) : null), [state, kind, input.keyphrase]);

  if (empty) return <p className="py-6 text-center text-sm text-muted-foreground">Write a few sentences first: there is nothing to work from yet.</p>;
  return (
    <div className="grid min-h-0 content-start gap-3 overflow-auto">
      {state.phase === 'streaming' ? (
        <>
          <div className="flex items-center justify-between gap-2">
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <LoaderCircle className="size-4 animate-spin" aria-hidden /> Writing…
            </p>
            <Button type="button" size="sm" variant="outline" onClick={stop}>
              <Square aria-hidden /> Stop
            </Button>
          </div>
          <p className="rounded-lg border p-3 text-sm whitespace-pre-wrap text-muted-foreground wrap-anywhere" aria-live="polite">
            {state.text}
          </p>
        </>
      ) : null}
      {state.phase === 'failed' ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm wrap-anywhere">
          {state.error}
        </p>
      ) : null}
      {state.phase === 'stopped' ? <p className="text-sm text-muted-foreground">Stopped before the model finished: nothing to choose from.</p> : null}
      {parsed ? (
        <>
          {parsed.variants.length === 0 ? <p className="text-sm text-muted-foreground">None of the model’s answers were usable.</p> : null}
          {parsed.overLimit > 0 ? (
            <p className="text-xs text-muted-foreground" data-testid="over-limit">
              {parsed.overLimit} {parsed.overLimit === 1 ? 'answer was' : 'answers were'} over the limit and left out.
            </p>
          ) : null}
          <VariantList kind={kind} variants={parsed.variants} onClose={onClose} {...uses} />
        </>
      ) : null}
      {state.phase === 'done' || state.phase === 'stopped' || state.phase === 'failed' ? (
        <Button type="button" size="sm" variant="outline" className="justify-self-start" onClick={retry}>
          <RefreshCw aria-hidden /> Try again
        </Button>
      ) : null}
    </div>
  );
}

function VariantList({ kind, variants, onClose, onUseAsSeoTitle, onUseAsMetaDescription, onInsert }: Uses & { kind: GeneratorKind; variants: GeneratedVariant[]; onClose: () => void }) {
  const generator = GENERATORS[kind];
  const use = (action: (text: string) => void, text: string, done: string) => {
    action(text);
    toast({ title: done });
    onClose();
  };
  return (
    <ol className="grid gap-3 overflow-auto" aria-label={generator.title}>
      {variants.map((variant, index) => (
        <li key={`${index}-${variant.text}`} className="grid gap-2 rounded-lg border p-3">
          {variant.detail && kind === 'social-posts' ? <p className="text-xs font-semibold text-muted-foreground">{variant.detail}</p> : null}
          <p className="text-sm wrap-anywhere whitespace-pre-wrap">{variant.text}</p>
          {variant.detail && kind !== 'social-posts' ? <p className="text-xs wrap-anywhere text-muted-foreground">{variant.detail}</p> : null}
          <p className="text-xs text-muted-foreground">{variant.notes.join(' · ')}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="outline" onClick={() => void copyToClipboard(variant.text, { title: 'Copied' })}>
              <Copy aria-hidden /> Copy
            </Button>
            {kind === 'headlines' ? (
              <Button type="button" size="sm" variant="outline" onClick={() => use(onUseAsSeoTitle, variant.text, 'SEO title set')}>
                Use as SEO title
              </Button>
            ) : null}
            {kind === 'meta-description' ? (
              <Button type="button" size="sm" variant="outline" onClick={() => use(onUseAsMetaDescription, variant.text, 'Meta description set')}>
                Use as meta description
              </Button>
            ) : null}
            {kind === 'summarize' ? (
              <Button type="button" size="sm" variant="outline" onClick={() => use(onInsert, variant.text, 'Summary inserted')}>
                <CornerDownLeft aria-hidden /> Insert at the caret
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

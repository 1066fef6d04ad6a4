import { useMemo } from 'react';
import { Copy, CornerDownLeft, Cpu } from 'lucide-react';
import { copyToClipboard } from '@/components/copy-to-clipboard';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { generate, GENERATORS, type GeneratorInput, type GeneratorKind } from './built-in-generators';

/** What the writer asked for, and the document as it was when they asked. */
export type Generation = { kind: GeneratorKind; input: GeneratorInput };

type GeneratorDialogProps = {
  generation: Generation | null;
  onClose: () => void;
  onUseAsSeoTitle: (text: string) => void;
  onUseAsMetaDescription: (text: string) => void;
  onInsert: (text: string) => void;
};

/** The results of a built-in generator, best first, each with what it can be used for. */
export function GeneratorDialog({ generation, onClose, onUseAsSeoTitle, onUseAsMetaDescription, onInsert }: GeneratorDialogProps) {
  return (
    <Dialog open={generation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="grid max-h-[92dvh] grid-rows-[auto_minmax(0,1fr)] gap-4 sm:max-w-2xl">
        {generation ? (
          <Results generation={generation} onClose={onClose} onUseAsSeoTitle={onUseAsSeoTitle} onUseAsMetaDescription={onUseAsMetaDescription} onInsert={onInsert} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Results({ generation, onClose, onUseAsSeoTitle, onUseAsMetaDescription, onInsert }: GeneratorDialogProps & { generation: Generation }) {
  const { kind, input } = generation;
  const variants = useMemo(() => generate(kind, input), [kind, input]);
  const generator = GENERATORS[kind];
  const use = (action: (text: string) => void, text: string, done: string) => {
    action(text);
    toast({ title: done });
    onClose();
  };
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          {generator.title}
          <Badge variant="outline" className="gap-1 font-normal">
            <Cpu className="size-3" aria-hidden /> Built-in
          </Badge>
        </DialogTitle>
        <DialogDescription>
          Made from your document’s own words, without an AI model: {generator.limit}, best first.
        </DialogDescription>
      </DialogHeader>
      {variants.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">Write a few sentences first: there is nothing to work from yet.</p>
      ) : (
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
      )}
    </>
  );
}

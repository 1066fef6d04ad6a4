import { useEffect } from 'react';
import { BookPlus, EyeOff, Sparkles } from 'lucide-react';
import { CATEGORY_LABELS } from '@shared/writing-feedback/finding';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CATEGORY_ICONS, CATEGORY_TEXT_COLORS } from './feedback-categories';
import { CARD_WIDTH } from './card-position';
import type { WritingFeedback } from './use-writing-feedback';

type FindingCardProps = {
  /** "Fix with AI" on the finding's sentence; the editor says when no model is connected. */
  onFixWithAi: (index: number) => void;
  feedback: WritingFeedback;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
};

/**
 * A finding's card: what is wrong, why it matters, and what to do — apply a fix, ignore it in
 * this document, or add a word to the workspace dictionary.
 */
export function FindingCard({ feedback, onFixWithAi, onPointerEnter, onPointerLeave }: FindingCardProps) {
  const active = feedback.active;
  const finding = active ? feedback.report?.findings[active.index] : undefined;

  useEffect(() => {
    if (!active) return;
    // The card belongs to a place in the text; when the page scrolls it would float away from it.
    const close = () => feedback.close();
    window.addEventListener('scroll', close, { passive: true, capture: true });
    window.addEventListener('resize', close);
    return () => {
      window.removeEventListener('scroll', close, { capture: true });
      window.removeEventListener('resize', close);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- placed again only when another finding opens
  }, [active?.index]);

  if (!active || !finding) return null;
  const position = active.position;
  const Icon = CATEGORY_ICONS[finding.category];
  const index = active.index;
  return (
    <div
      role="dialog"
      aria-label={`${CATEGORY_LABELS[finding.category]}: ${finding.message}`}
      className="fixed z-50 grid gap-2 rounded-lg border bg-popover p-3 text-sm text-popover-foreground shadow-lg print:hidden"
      style={{ top: position.top, left: position.left, width: CARD_WIDTH }}
      onMouseEnter={onPointerEnter}
      onMouseLeave={onPointerLeave}
      // Keeps the caret (and the selection F8 made) in the text while a button is pressed.
      onMouseDown={(event) => event.preventDefault()}
    >
      <p className={cn('flex items-center gap-1.5 text-xs font-semibold tracking-wide uppercase', CATEGORY_TEXT_COLORS[finding.category])}>
        <Icon className="size-3.5" aria-hidden />
        {CATEGORY_LABELS[finding.category]}
      </p>
      <p className="font-medium">{finding.message}</p>
      <p className="text-muted-foreground">{finding.why}</p>
      {finding.fixes.length > 0 ? (
        <div className="flex flex-wrap gap-1.5" aria-label="Fixes" role="group">
          {finding.fixes.map((fix, position) => (
            <Button
              key={fix}
              size="sm"
              variant={position === 0 ? 'default' : 'outline'}
              aria-label={fix === '' ? 'Apply: remove it' : `Apply: ${fix}`}
              onClick={() => feedback.apply(index, fix)}
            >
              {fix === '' ? 'Remove' : fix}
            </Button>
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-1.5 border-t pt-2">
        <Button size="sm" variant="ghost" onClick={() => feedback.ignore(index)}>
          <EyeOff aria-hidden /> Ignore
        </Button>
        {finding.rule !== 'spelling' ? (
          <Button size="sm" variant="ghost" onClick={() => onFixWithAi(index)}>
            <Sparkles aria-hidden /> Fix with AI
          </Button>
        ) : null}
        {finding.rule === 'spelling' ? (
          <Button size="sm" variant="ghost" onClick={() => feedback.addToDictionary(index)}>
            <BookPlus aria-hidden /> Add to dictionary
          </Button>
        ) : null}
      </div>
      {active.byKeyboard ? (
        <p className="text-xs text-muted-foreground">
          {finding.fixes.length > 0 ? 'Enter applies the first fix · ' : ''}Esc closes · F8 next · Shift+F8 previous
        </p>
      ) : null}
    </div>
  );
}

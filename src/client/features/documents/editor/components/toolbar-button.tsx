import type { ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';

type ToolbarButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  icon: LucideIcon;
  label: string;
  /** As shown in the tooltip, e.g. "Ctrl+B". */
  shortcut?: string;
  /** For toggles (bold, a heading level): whether it applies at the caret. */
  active?: boolean;
};

/**
 * An icon button of the formatting toolbar: labelled, its shortcut in the tooltip, its state in
 * aria-pressed. 36 px on phones and tablets (a finger), 32 px from `lg` up, where the text column
 * beside the side panels is 922 px at most: at 36 the toolbar's last tool (Add comment) was
 * scrolled out of sight at every desktop width.
 */
export function ToolbarButton({ icon: Icon, label, shortcut, active, className, ...props }: ToolbarButtonProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          data-roving-item=""
          aria-label={label}
          aria-pressed={active}
          // Keep the editor's selection: a mouse press on a button must not move focus first.
          onMouseDown={(event) => event.preventDefault()}
          className={cn(
            'inline-flex size-9 shrink-0 items-center lg:size-8 justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground disabled:pointer-events-none disabled:opacity-40',
            active && 'bg-secondary text-secondary-foreground',
            className,
          )}
          {...props}
        >
          <Icon className="size-4" aria-hidden />
        </button>
      </TooltipTrigger>
      <TooltipContent>{shortcut ? `${label} (${shortcut})` : label}</TooltipContent>
    </Tooltip>
  );
}

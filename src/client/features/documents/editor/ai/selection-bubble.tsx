import type { Editor } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { NodeSelection } from '@tiptap/pm/state';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { REWRITE_ACTIONS, TEXT_ACTIONS, type TextAction } from './writing-actions';

const BUBBLE_ACTIONS: TextAction[] = [...REWRITE_ACTIONS, 'change-tone'];

/**
 * The rewrite family beside a selection of text, shown only while a model is connected (the AI
 * menu says how to connect one otherwise). Below the selection, so it never covers the toolbar.
 */
export function SelectionBubble({ editor, onWrite }: { editor: Editor; onWrite: (action: TextAction) => void }) {
  return (
    <BubbleMenu
      editor={editor}
      options={{ placement: 'bottom-start', offset: 8, flip: true, shift: true }}
      shouldShow={({ editor: current, state }) =>
        current.isEditable && !state.selection.empty && !(state.selection instanceof NodeSelection) && state.doc.textBetween(state.selection.from, state.selection.to).trim() !== ''
      }
    >
      <div role="toolbar" aria-label="AI on the selection" className="flex flex-wrap items-center gap-0.5 rounded-lg border bg-popover p-1 text-popover-foreground shadow-md print:hidden">
        <Sparkles className="mx-1 size-4 text-primary" aria-hidden />
        {BUBBLE_ACTIONS.map((action) => (
          <Button
            key={action}
            type="button"
            size="sm"
            variant="ghost"
            // Keeps the editor's selection: the action reads it when clicked.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onWrite(action)}
          >
            {TEXT_ACTIONS[action].label}
          </Button>
        ))}
      </div>
    </BubbleMenu>
  );
}

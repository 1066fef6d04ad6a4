import { ChevronDown, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { GENERATORS, type GeneratorKind } from './generator-labels';
import { REWRITE_ACTIONS, TEXT_ACTIONS, type TextAction } from './writing-actions';

type AiMenuProps = {
  onChoose: (kind: GeneratorKind) => void;
  onWrite: (action: TextAction) => void;
  onDraft: () => void;
  /** The menu opened: a good moment to start loading what its items open. */
  onOpen?: () => void;
  /** false: no model is connected (the actions then say how to connect one); undefined while unknown. */
  modelConnected: boolean | undefined;
};

/**
 * The editor's "AI" menu: the actions that write with the connected model (on the selection, or
 * the paragraph at the caret), then the built-in generators, which need none.
 */
export function AiMenu({ onChoose, onWrite, onDraft, onOpen, modelConnected }: AiMenuProps) {
  const writeItems: TextAction[] = ['continue', ...REWRITE_ACTIONS, 'change-tone'];
  return (
    <DropdownMenu onOpenChange={(open) => open && onOpen?.()}>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline">
          <Sparkles aria-hidden />
          AI
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">
          {modelConnected === false ? 'With an AI model: none is connected' : 'With your AI model'}
        </DropdownMenuLabel>
        <DropdownMenuItem onSelect={onDraft}>Draft from brief</DropdownMenuItem>
        {writeItems.map((action) => (
          <DropdownMenuItem key={action} onSelect={() => onWrite(action)}>
            {TEXT_ACTIONS[action].label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">Built-in: from your text, no AI model needed</DropdownMenuLabel>
        {(Object.keys(GENERATORS) as GeneratorKind[]).map((kind) => (
          <DropdownMenuItem key={kind} onSelect={() => onChoose(kind)}>
            {GENERATORS[kind].label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

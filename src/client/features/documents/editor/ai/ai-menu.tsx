import { ChevronDown, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { GENERATORS, type GeneratorKind } from './built-in-generators';

/**
 * The editor's "AI" menu. Today it offers the built-in generators, which need no model; the
 * actions that need one (drafting, rewriting) join it with the model connection (issue 15).
 */
export function AiMenu({ onChoose }: { onChoose: (kind: GeneratorKind) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline">
          <Sparkles aria-hidden />
          AI
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
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

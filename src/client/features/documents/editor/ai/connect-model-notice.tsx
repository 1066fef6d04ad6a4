import { Link } from 'react-router';
import { PlugZap, Settings } from 'lucide-react';
import { copyToClipboard } from '@/components/copy-to-clipboard';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useCan } from '@/lib/workspace-access';

/** The one-liner that connects a local Ollama model: what a laptop install needs (ADR 0025). */
export const OLLAMA_COMMAND = 'AI_BASE_URL=http://127.0.0.1:11434/v1 AI_MODEL=llama3.2 npm start';

/**
 * Said instead of an answer when no model is connected: what needs one, and how to connect one.
 * The built-in generators keep working without.
 */
export function ConnectModelNotice() {
  // Issue 18: admins and owners change the AI settings; a member is told whom to ask instead.
  const canConnect = useCan('manageAiSettings');
  return (
    <div className="grid gap-3 rounded-lg border border-dashed p-4 text-sm" data-testid="connect-model">
      <p className="flex items-center gap-2 font-semibold">
        <PlugZap className="size-4" aria-hidden /> Connect an AI model
      </p>
      <p className="text-muted-foreground">
        Drafting, rewriting and continuing your text need an AI model, and none is connected to your workspace. Inkwise works
        with OpenAI or any OpenAI-compatible server (Ollama, llama.cpp, vLLM, LM Studio, OpenRouter). An owner or admin of the
        workspace can connect one in Settings → AI; whoever runs Inkwise can also set
        <code className="mx-1 rounded bg-muted px-1">AI_BASE_URL</code>, <code className="rounded bg-muted px-1">AI_API_KEY</code> and
        <code className="mx-1 rounded bg-muted px-1">AI_MODEL</code> for everyone. With Ollama on the same machine:
      </p>
      {canConnect ? (
        <Button asChild size="sm" className="justify-self-start">
          <Link to="/settings#ai-model">
            <Settings aria-hidden /> Open Settings → AI
          </Link>
        </Button>
      ) : (
        <p className="font-medium">Ask an owner or admin of your workspace to connect one.</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 rounded bg-muted px-2 py-1.5 font-mono text-xs wrap-anywhere">{OLLAMA_COMMAND}</code>
        <Button type="button" size="sm" variant="outline" onClick={() => void copyToClipboard(OLLAMA_COMMAND, { title: 'Command copied' })}>
          Copy
        </Button>
      </div>
      <p className="text-muted-foreground">Headlines, meta descriptions, social posts, subject lines and summaries work now: they are built in.</p>
    </div>
  );
}

/** The notice on its own, for an action chosen while no model is connected. */
export function ConnectModelDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>This needs an AI model</DialogTitle>
          <DialogDescription>Nothing was sent anywhere.</DialogDescription>
        </DialogHeader>
        <ConnectModelNotice />
      </DialogContent>
    </Dialog>
  );
}

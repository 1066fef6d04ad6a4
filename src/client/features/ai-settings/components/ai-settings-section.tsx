import { Sparkles } from 'lucide-react';
import { SettingsSection } from '@/components/settings-section';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { describeAiUsage, useAiUsage } from '@/lib/ai/ai-usage';
import { useAiSettings } from '../api/ai-settings';
import { AiSettingsForm } from './ai-settings-form';

const SOURCE_TEXT = {
  workspace: 'Your workspace writes with its own model, set below.',
  server: 'Your workspace writes with the model this Inkwise server provides. Set your own below to use another.',
  none: 'No AI model is connected: drafting, rewriting and continuing need one. The built-in generators work without.',
} as const;

/** Settings → AI: which model writes for the workspace, and the owner's own endpoint. */
export function AiSettingsSection() {
  const settings = useAiSettings();
  const usage = useAiUsage();
  return (
    <SettingsSection
      id="ai-model"
      icon={Sparkles}
      title="AI model"
      description="Any OpenAI-compatible endpoint: OpenAI, Ollama, llama.cpp, vLLM, LM Studio or OpenRouter."
      contentClassName="grid gap-5"
    >
      {settings.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading the AI settings">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      ) : settings.isError ? (
        <ErrorState title="The AI settings could not be loaded." description="Check your connection and try again." onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <>
          <p className="text-sm" data-testid="ai-source">
            {SOURCE_TEXT[settings.data.source]}
          </p>
          {usage.data ? (
            <p className="text-sm text-muted-foreground" data-testid="ai-usage-settings">
              AI suggestions: {describeAiUsage(usage.data)}, counted for your plan whichever model writes.
            </p>
          ) : null}
          <AiSettingsForm key={settings.data.workspace?.updatedAt ?? 'none'} settings={settings.data} />
        </>
      )}
    </SettingsSection>
  );
}

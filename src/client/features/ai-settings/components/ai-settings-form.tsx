import { useId, useState } from 'react';
import { CheckCircle2, CircleAlert, ListRestart, LoaderCircle, PlugZap } from 'lucide-react';
import type { AiSettings } from '@shared/contract/ai-settings';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { useListModels, useRemoveAiSettings, useSaveAiSettings, useTestConnection } from '../api/ai-settings';

const PRESETS = [
  { label: 'OpenAI', baseUrl: 'https://api.openai.com/v1' },
  { label: 'Ollama on this machine', baseUrl: 'http://127.0.0.1:11434/v1' },
  { label: 'OpenRouter', baseUrl: 'https://openrouter.ai/api/v1' },
] as const;

/**
 * The workspace's own model endpoint: base URL, key (write-only: the saved one shows as its last
 * four characters), the model picked from the endpoint's list, "Test connection" and Save.
 */
export function AiSettingsForm({ settings }: { settings: AiSettings }) {
  const saved = settings.workspace;
  const [baseUrl, setBaseUrl] = useState(saved?.baseUrl ?? '');
  const [apiKey, setApiKey] = useState('');
  const [removeKey, setRemoveKey] = useState(false);
  const [model, setModel] = useState(saved?.model ?? '');
  const [fastModel, setFastModel] = useState(saved?.fastModel ?? '');
  const [confirmRemove, setConfirmRemove] = useState(false);
  const listModels = useListModels();
  const test = useTestConnection();
  const save = useSaveAiSettings();
  const remove = useRemoveAiSettings();
  const id = useId();

  // A key typed now; else, when the endpoint is the saved one, the saved key (sent as "left out").
  const keyForProbe = apiKey.trim() ? apiKey.trim() : removeKey || baseUrl.trim() !== saved?.baseUrl ? null : undefined;
  const probe = { baseUrl: baseUrl.trim(), apiKey: keyForProbe };
  const canProbe = /^https?:\/\/\S+$/i.test(baseUrl.trim());

  const onSave = () =>
    save.mutate(
      {
        baseUrl: baseUrl.trim(),
        model: model.trim(),
        fastModel: fastModel.trim() || null,
        ...(apiKey.trim() ? { apiKey: apiKey.trim() } : removeKey ? { apiKey: null } : {}),
      },
      {
        onSuccess: () => {
          setApiKey('');
          setRemoveKey(false);
          toast({ title: 'AI model saved', description: 'Your workspace writes with it from now on.' });
        },
      },
    );

  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-url`}>Base URL</Label>
        <Input id={`${id}-url`} value={baseUrl} onChange={(event) => setBaseUrl(event.target.value)} placeholder="https://api.openai.com/v1" inputMode="url" autoComplete="off" required />
        <div className="flex flex-wrap gap-2">
          {PRESETS.map((preset) => (
            <Button key={preset.label} type="button" size="sm" variant="outline" onClick={() => setBaseUrl(preset.baseUrl)}>
              {preset.label}
            </Button>
          ))}
        </div>
        {!settings.allowPrivateEndpoints ? (
          <p className="text-xs text-muted-foreground">This server accepts only endpoints on public addresses.</p>
        ) : null}
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-key`}>API key</Label>
        <Input
          id={`${id}-key`}
          type="password"
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
          placeholder={saved?.apiKeyLast4 && !removeKey ? `Saved key ending in ${saved.apiKeyLast4}` : 'None (local servers need none)'}
          autoComplete="off"
        />
        <p className="text-xs text-muted-foreground">Stored encrypted; it is never shown again, only its last four characters.</p>
        {saved?.apiKeyLast4 && !apiKey ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={removeKey} onChange={(event) => setRemoveKey(event.target.checked)} />
            Remove the saved key
          </label>
        ) : null}
      </div>

      <div className="grid gap-2">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <Label htmlFor={`${id}-model`}>Model</Label>
          <Button type="button" size="sm" variant="outline" disabled={!canProbe || listModels.isPending} onClick={() => listModels.mutate(probe)}>
            {listModels.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <ListRestart aria-hidden />}
            Load models
          </Button>
        </div>
        <Input id={`${id}-model`} list={`${id}-models`} value={model} onChange={(event) => setModel(event.target.value)} placeholder="gpt-4o-mini, llama3.2…" autoComplete="off" required />
        <datalist id={`${id}-models`}>
          {(listModels.data ?? []).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {listModels.data ? (
          <p className="text-xs text-muted-foreground" role="status">
            {listModels.data.length === 0 ? 'The endpoint lists no models: type the name.' : `${listModels.data.length} models available: ${listModels.data.slice(0, 8).join(', ')}${listModels.data.length > 8 ? '…' : ''}`}
          </p>
        ) : null}
        {listModels.error ? (
          <p role="alert" className="text-sm text-destructive wrap-anywhere">
            {getApiErrorMessage(listModels.error) ?? 'The models could not be listed.'}
          </p>
        ) : null}
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-fast`}>Fast model (optional)</Label>
        <Input id={`${id}-fast`} list={`${id}-models`} value={fastModel} onChange={(event) => setFastModel(event.target.value)} placeholder="For short tasks such as outlines; the model above when empty" autoComplete="off" />
      </div>

      {test.data ? (
        test.data.ok ? (
          <p role="status" className="flex items-center gap-2 text-sm text-success">
            <CheckCircle2 className="size-4" aria-hidden /> Connected: {test.data.model} answered in {test.data.latencyMs.toLocaleString('en-US')} ms.
          </p>
        ) : (
          <p role="alert" className="flex items-start gap-2 text-sm text-destructive wrap-anywhere">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden /> {test.data.error}
          </p>
        )
      ) : null}
      {test.error || save.error ? (
        <p role="alert" className="text-sm text-destructive wrap-anywhere">
          {getApiErrorMessage(test.error ?? save.error) ?? 'That did not work. Try again.'}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" disabled={!canProbe || !model.trim() || test.isPending} onClick={() => test.mutate({ ...probe, model: model.trim() })}>
          {test.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <PlugZap aria-hidden />}
          Test connection
        </Button>
        <Button type="submit" disabled={!canProbe || !model.trim() || save.isPending}>
          {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          Save
        </Button>
        {saved ? (
          <Button type="button" variant="ghost" className="ml-auto text-destructive hover:text-destructive" onClick={() => setConfirmRemove(true)}>
            {settings.serverModel ? 'Use the server’s model instead' : 'Remove this model'}
          </Button>
        ) : null}
      </div>
      <ConfirmDeleteDialog
        item={confirmRemove ? saved : null}
        nameOf={(item) => item.model}
        title="Remove the workspace’s AI model?"
        description={(name) =>
          settings.serverModel
            ? `${name} and its saved key are removed; your workspace writes with the server’s model again.`
            : `${name} and its saved key are removed; drafting and rewriting stop until a model is connected.`
        }
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirmRemove(false);
              setBaseUrl('');
              setModel('');
              setFastModel('');
              toast({ title: 'AI model removed' });
            },
          })
        }
        onClose={() => setConfirmRemove(false)}
      />
    </form>
  );
}

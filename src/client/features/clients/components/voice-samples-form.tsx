import { useId, useState } from 'react';
import { LoaderCircle, Plus, Trash2 } from 'lucide-react';
import type { Client } from '@shared/contract/clients';
import { VOICE_SAMPLE_MAX_LENGTH, VOICE_SAMPLE_MIN_WORDS, VOICE_SAMPLES_MAX, VOICE_SAMPLES_MIN } from '@shared/limits';
import { countWords } from '@shared/writing-analysis/count-words';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { useFiles } from '@/lib/reference-files/list-files';
import { useLearnVoice } from '../api/brand-voice';

/**
 * 3–5 samples of the brand's own writing, pasted or chosen among the client's reference files
 * whose text was extracted; each needs 150 words. The counts are checked here as the writer
 * types, and again by the server.
 */
export function VoiceSamplesForm({ client, onLearned, onCancel }: { client: Client; onLearned: () => void; onCancel?: () => void }) {
  const [samples, setSamples] = useState<string[]>(['', '', '']);
  const [fileIds, setFileIds] = useState<number[]>([]);
  const files = useFiles(client.id);
  const learn = useLearnVoice(client.id);
  const fieldId = useId();
  const readableFiles = (files.data ?? []).filter((file) => file.processingStatus === 'completed' && file.extractedText?.trim());
  const pasted = samples.filter((text) => text.trim() !== '');
  const total = pasted.length + fileIds.length;
  const tooShort = pasted.some((text) => countWords(text) < VOICE_SAMPLE_MIN_WORDS);
  const countProblem =
    total < VOICE_SAMPLES_MIN
      ? `Add ${VOICE_SAMPLES_MIN - total} more ${VOICE_SAMPLES_MIN - total === 1 ? 'sample' : 'samples'} (${VOICE_SAMPLES_MIN} to ${VOICE_SAMPLES_MAX}).`
      : total > VOICE_SAMPLES_MAX
        ? `Use at most ${VOICE_SAMPLES_MAX} samples: remove ${total - VOICE_SAMPLES_MAX}.`
        : null;

  const submit = () =>
    learn.mutate({ samples: pasted.map((text) => ({ text })), fileIds }, { onSuccess: onLearned });

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!countProblem && !tooShort) submit();
      }}
    >
      <p className="text-sm text-muted-foreground">
        Paste {VOICE_SAMPLES_MIN} to {VOICE_SAMPLES_MAX} pieces the brand wrote itself (posts, pages, newsletters), at least {VOICE_SAMPLE_MIN_WORDS} words each, or
        choose its reference files. Inkwise measures how they read; the texts stay with this client.
      </p>
      {samples.map((text, index) => {
        const words = countWords(text);
        const short = text.trim() !== '' && words < VOICE_SAMPLE_MIN_WORDS;
        return (
          <div key={index} className="grid gap-1.5">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor={`${fieldId}-${index}`}>Sample {index + 1}</Label>
              {samples.length > 1 ? (
                <Button type="button" size="sm" variant="ghost" aria-label={`Remove sample ${index + 1}`} onClick={() => setSamples(samples.filter((_, at) => at !== index))}>
                  <Trash2 aria-hidden />
                </Button>
              ) : null}
            </div>
            <Textarea
              id={`${fieldId}-${index}`}
              rows={4}
              maxLength={VOICE_SAMPLE_MAX_LENGTH}
              value={text}
              aria-invalid={short}
              aria-describedby={`${fieldId}-${index}-count`}
              onChange={(event) => setSamples(samples.map((current, at) => (at === index ? event.target.value : current)))}
            />
            <p id={`${fieldId}-${index}-count`} className={short ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
              {words} {words === 1 ? 'word' : 'words'}
              {short ? ` — at least ${VOICE_SAMPLE_MIN_WORDS} needed` : ''}
            </p>
          </div>
        );
      })}
      {samples.length + fileIds.length < VOICE_SAMPLES_MAX ? (
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => setSamples([...samples, ''])}>
          <Plus aria-hidden /> Add a sample
        </Button>
      ) : null}

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Reference files</legend>
        {files.isPending ? <p className="text-sm text-muted-foreground">Loading the client’s files…</p> : null}
        {files.data && readableFiles.length === 0 ? (
          <p className="text-sm text-muted-foreground">No reference file of this client has extracted text yet. Upload some on the Files screen, or paste samples.</p>
        ) : null}
        {readableFiles.map((file) => (
          <div key={file.id} className="flex items-center gap-2">
            <Checkbox
              id={`${fieldId}-file-${file.id}`}
              checked={fileIds.includes(file.id)}
              onCheckedChange={(checked) => setFileIds(checked === true ? [...fileIds, file.id] : fileIds.filter((id) => id !== file.id))}
            />
            <Label htmlFor={`${fieldId}-file-${file.id}`} className="font-normal wrap-anywhere">
              {file.originalName}
            </Label>
          </div>
        ))}
      </fieldset>

      {learn.error ? (
        <p role="alert" className="text-sm text-destructive">
          {getApiErrorMessage(learn.error) ?? 'The voice could not be learned. Try again.'}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
          {countProblem ?? (tooShort ? `Each sample needs at least ${VOICE_SAMPLE_MIN_WORDS} words.` : `${total} samples ready.`)}
        </p>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={Boolean(countProblem) || tooShort || learn.isPending}>
          {learn.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          Learn voice
        </Button>
      </div>
    </form>
  );
}

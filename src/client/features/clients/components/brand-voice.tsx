import { useState } from 'react';
import type { Client } from '@shared/contract/clients';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { useForgetVoice } from '../api/brand-voice';
import { VoiceProfile } from './voice-profile';
import { VoiceSamplesForm } from './voice-samples-form';

/**
 * The brand voice dialog's body (brand-voice-dialog.tsx), loaded when the dialog first opens: the
 * measured profile with Forget and Learn again, or the samples form while there is none.
 */
export function BrandVoice({ client }: { client: Client }) {
  const [relearning, setRelearning] = useState(false);
  const [confirmForget, setConfirmForget] = useState(false);
  const forget = useForgetVoice(client.id);
  const voice = client.voice;
  return (
    <>
      {voice && !relearning ? (
        <>
          <VoiceProfile key={voice.learnedAt} client={client} voice={voice} />
          <div className="flex flex-wrap justify-between gap-2 border-t pt-4">
            <Button type="button" variant="outline" className="text-destructive hover:text-destructive" onClick={() => setConfirmForget(true)}>
              Forget voice
            </Button>
            <Button type="button" variant="outline" onClick={() => setRelearning(true)}>
              Learn again from new samples
            </Button>
          </div>
        </>
      ) : (
        <VoiceSamplesForm
          client={client}
          onLearned={() => {
            setRelearning(false);
            toast({ title: 'Brand voice learned', description: `${client.name}’s documents now follow it.` });
          }}
          onCancel={voice ? () => setRelearning(false) : undefined}
        />
      )}
      <ConfirmDeleteDialog
        item={confirmForget ? client : null}
        nameOf={(item) => item.name}
        title="Forget this brand voice?"
        description={(name) => `The measured voice and the style guide of ${name} are deleted. The rest of the brand profile stays.`}
        pending={forget.isPending}
        onConfirm={() =>
          forget.mutate(undefined, {
            onSuccess: () => {
              setConfirmForget(false);
              toast({ title: 'Brand voice forgotten' });
            },
            onError: (error) => toast({ variant: 'destructive', title: 'Not forgotten', description: getApiErrorMessage(error) ?? 'Try again.' }),
          })
        }
        onClose={() => setConfirmForget(false)}
      />
    </>
  );
}

import type { Client } from '@shared/contract/clients';
import { lazyPart } from '@/components/lazy-part';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

// The profile and the samples form, downloaded when the dialog first opens (lazyPart).
const BrandVoice = lazyPart(() => import('./brand-voice').then((module) => module.BrandVoice), { loading: 'Loading the brand voice' });

/**
 * A client's brand voice (issue 15): learned from samples, shown as measured traits with a
 * written style guide, sent with every AI request for the client's documents.
 */
export function BrandVoiceDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  return (
    <Dialog open={client !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        {client ? (
          <>
            <DialogHeader>
              <DialogTitle>Brand voice: {client.name}</DialogTitle>
              <DialogDescription>
                {client.voice
                  ? 'What Inkwise measured in the brand’s own writing. AI requests for this client’s documents follow it, and the editor shows how close a text comes.'
                  : 'Learn how this brand writes from its own texts. AI requests for the client’s documents then follow it, and the editor shows how close a text comes.'}
              </DialogDescription>
            </DialogHeader>
            <BrandVoice key={client.id} client={client} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

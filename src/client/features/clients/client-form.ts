import { z } from 'zod';
import { clientBody, splitCommaList, type Client } from '@shared/contract/clients';

/**
 * The client dialog's form: the API's body, except that key messages are typed as one
 * comma-separated line (spec §5: trimmed, empties dropped) and split before the body's own checks.
 */
export const clientFormSchema = clientBody.extend({
  // The list's own schema accepts a missing list too (it defaults to []); here it always gets one.
  keyMessages: z.string().transform(splitCommaList).pipe(clientBody.shape.keyMessages as z.ZodType<string[], string[]>),
});

export type ClientFormValues = z.input<typeof clientFormSchema>;

/** Empty for a new client; the saved profile, as the fields show it, for an edit. */
export function clientFormDefaults(client: Client | null): ClientFormValues {
  return {
    name: client?.name ?? '',
    description: client?.description ?? '',
    industry: client?.industry ?? '',
    targetAudience: client?.targetAudience ?? '',
    websiteUrl: client?.websiteUrl ?? '',
    brandGuidelines: client?.brandGuidelines ?? '',
    keyMessages: client?.keyMessages.join(', ') ?? '',
    brandColors: client?.brandColors ?? [],
  };
}

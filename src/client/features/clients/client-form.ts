import { z } from 'zod';
import { clientBody, splitCommaList, type Client, type PreferredTerm } from '@shared/contract/clients';

/** The arrow between a term and what to say instead: →, ->, => or =. */
const TERM_ARROW = /\s*(?:→|->|=>|=)\s*/;

/**
 * "utilize → use" per line, as the dialog takes preferred terms; blank lines are skipped. A line
 * without exactly one arrow and text on both sides is an error naming the line.
 */
export function parsePreferredTerms(text: string): { terms: PreferredTerm[] } | { error: string } {
  const terms: PreferredTerm[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const parts = line.split(TERM_ARROW).map((part) => part.trim());
    if (parts.length !== 2 || !parts[0] || !parts[1]) {
      return { error: `Line ${index + 1}: write the term, an arrow and what to say instead, such as “utilize → use”` };
    }
    terms.push({ term: parts[0], instead: parts[1] });
  }
  return { terms };
}

export function formatPreferredTerms(terms: readonly PreferredTerm[]): string {
  return terms.map(({ term, instead }) => `${term} → ${instead}`).join('\n');
}

/**
 * The client dialog's form: the API's body, except that key messages are typed as one
 * comma-separated line (spec §5: trimmed, empties dropped) and split before the body's own checks.
 */
export const clientFormSchema = clientBody.extend({
  // The list's own schema accepts a missing list too (it defaults to []); here it always gets one.
  keyMessages: z.string().transform(splitCommaList).pipe(clientBody.shape.keyMessages as z.ZodType<string[], string[]>),
  bannedTerms: z.string().transform(splitCommaList).pipe(z.array(z.string()).pipe(clientBody.shape.bannedTerms.unwrap())),
  preferredTerms: z
    .string()
    .transform((text, context) => {
      const parsed = parsePreferredTerms(text);
      if ('error' in parsed) {
        context.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed.terms;
    })
    .pipe(clientBody.shape.preferredTerms.unwrap()),
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
    bannedTerms: client?.bannedTerms.join(', ') ?? '',
    preferredTerms: formatPreferredTerms(client?.preferredTerms ?? []),
  };
}

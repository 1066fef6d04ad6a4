import { useId } from 'react';
import { Palette } from 'lucide-react';
import type { Client, Project } from '@shared/contract/clients';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { BrandDetails } from './brand-details';

export type BrandPanelProps = {
  /** The client the document is written for; undefined when none is chosen (or still loading). */
  client: Client | undefined;
  /** Its project, whose tone and audience are more specific than the client's. */
  project: Project | undefined;
  onInsertText: (text: string) => void;
  onInsertQuotation: (text: string, source: string) => void;
};

/**
 * The brand the document is written for, beside the text: the client's voice and audience, its
 * guidelines, key messages and colours, and its reference files with their whole text (search,
 * copy, quote at the caret).
 */
export function BrandPanel({ client, project, onInsertText, onInsertQuotation }: BrandPanelProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Card className="gap-3 py-4">
        <CardHeader className="px-5">
          <CardTitle asChild>
            <h2 id={`${id}-heading`} className="flex items-center gap-2 text-base">
              <Palette className="size-4" aria-hidden /> Brand
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 px-5 text-sm">
          {client ? (
            <BrandDetails client={client} project={project} onInsertText={onInsertText} onInsertQuotation={onInsertQuotation} />
          ) : (
            <p className="text-muted-foreground">Choose a client in Document settings to see its voice, guidelines and reference files here.</p>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

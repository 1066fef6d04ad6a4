import { Link } from 'react-router';
import { Copy, Ellipsis, Trash2 } from 'lucide-react';
import type { DocumentListItem, DocumentSummary, Personality } from '@shared/contract/documents';
import { ClientReviewBadge } from '@/components/client-review-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Progress } from '@/components/ui/progress';
import { PersonalityDot } from '@/components/personalities/personality-dot';
import { findPersonality } from '@/lib/personalities/personality-label';
import { formatDate, formatWordCount } from '@/lib/format';
import { useCan } from '@/lib/workspace-access';
import { LastEditorNote, EditingNowNote } from './document-people';

type DocumentCardProps = {
  document: DocumentListItem;
  personalities: readonly Personality[] | undefined;
  onDelete: (document: DocumentSummary) => void;
  onDuplicate: (document: DocumentSummary) => void;
  /** The signed-in person: the card names the last editor only when it is someone else. */
  viewerId?: number;
};

/** Spec §9: the bar shows (SEO + readability) / 2; a text too short for readability counts 0. */
export function overallScore(document: Pick<DocumentSummary, 'seoScore' | 'readabilityScore'>): number {
  return (document.seoScore + (document.readabilityScore ?? 0)) / 2;
}

export function DocumentCard({ document, personalities, onDelete, onDuplicate, viewerId }: DocumentCardProps) {
  const personality = findPersonality(document.personalityId, personalities);
  const overall = overallScore(document);
  const title = document.title.trim() || 'Untitled';
  // Issue 18 (policies/documents.ts): a member deletes only what they created; admins and owners anything.
  const canDelete = useCan('deleteAnyDocument') || (document.createdBy !== null && document.createdBy.id === viewerId);

  return (
    // The title's link stretches over the whole card; the actions menu sits above it.
    <Card className="relative gap-4 py-5 transition-shadow focus-within:ring-2 focus-within:ring-ring/40 hover:shadow-md">
      <div className="flex items-start justify-between gap-2 px-5">
        <h3 className="min-w-0 text-base leading-snug font-semibold">
          <Link
            to={`/editor/${document.id}`}
            className="line-clamp-2 break-words outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
          >
            {title}
          </Link>
        </h3>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="relative z-10 -mt-1.5 -mr-2 size-8 text-muted-foreground"
              aria-label={`Actions for ${title}`}
            >
              <Ellipsis aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onDuplicate(document)}>
              <Copy aria-hidden /> Duplicate
            </DropdownMenuItem>
            {canDelete ? (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem className="text-destructive focus:text-destructive" onSelect={() => onDelete(document)}>
                  <Trash2 aria-hidden /> Delete
                </DropdownMenuItem>
              </>
            ) : null}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-5 text-xs text-muted-foreground">
        <Badge variant="secondary">
          {personality ? <PersonalityDot color={personality.color} className="size-2" /> : null}
          {personality?.name ?? 'Default'}
        </Badge>
        <span>{formatWordCount(document.wordCount)}</span>
        <span>
          Updated <time dateTime={document.updatedAt}>{formatDate(document.updatedAt)}</time>
        </span>
        <LastEditorNote lastEditedBy={document.lastEditedBy} viewerId={viewerId} />
        <EditingNowNote editingNow={document.editingNow} viewerId={viewerId} />
      </div>
      {document.clientReview ? <ClientReviewBadge review={document.clientReview} className="mx-5" /> : null}
      <dl className="mt-auto grid grid-cols-2 gap-2 px-5 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">SEO Score</dt>
          <dd className="font-medium tabular-nums">{document.seoScore}/100</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Readability</dt>
          <dd className="font-medium tabular-nums">
            {document.readabilityScore === null ? '—' : `${document.readabilityScore}/100`}
          </dd>
        </div>
      </dl>
      <div className="px-5">
        <Progress
          value={overall}
          aria-label="Overall score"
          getValueLabel={(value) => `${Math.round(value)} out of 100`}
        />
      </div>
    </Card>
  );
}

import type { Document, DocumentEdit, DocumentPerson } from '@shared/contract/documents';
import { formatTimeAgo } from '@/lib/format';

/** "you" for the person reading, their name for anyone else. */
const nameFor = (person: DocumentPerson, viewerId: number | undefined) => (person.id === viewerId ? 'you' : person.name);

/**
 * Who wrote a document (issue 18), for the editor's status line: "Created by Ann Lee · Last
 * edited by Bob Ray, 5 minutes ago". Nothing for documents from before creators were kept.
 */
export function DocumentPeopleLine({ document, viewerId }: { document: Pick<Document, 'createdBy' | 'lastEditedBy'>; viewerId: number | undefined }) {
  const parts: string[] = [];
  if (document.createdBy) parts.push(`Created by ${nameFor(document.createdBy, viewerId)}`);
  if (document.lastEditedBy) {
    parts.push(`Last edited by ${nameFor(document.lastEditedBy, viewerId)}, ${formatTimeAgo(document.lastEditedBy.at, new Date())}`);
  }
  if (parts.length === 0) return null;
  return <span data-testid="document-people">{parts.join(' · ')}</span>;
}

/** The dashboard card's "Edited by Bob Ray": only when someone other than the reader edited last. */
export function LastEditorNote({ lastEditedBy, viewerId }: { lastEditedBy: DocumentEdit | null; viewerId: number | undefined }) {
  if (!lastEditedBy || lastEditedBy.id === viewerId) return null;
  return <span>Edited by {lastEditedBy.name}</span>;
}

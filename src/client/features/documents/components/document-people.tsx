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

/** "Ann is editing…", "Ann and Bob are editing…", "Ann and 2 others are editing…"; null when nobody else is. */
export function editingNowText(editingNow: readonly DocumentPerson[], viewerId: number | undefined): string | null {
  const others = editingNow.filter((person) => person.id !== viewerId);
  const [first, second] = others;
  if (!first) return null;
  if (!second) return `${first.name} is editing…`;
  if (others.length === 2) return `${first.name} and ${second.name} are editing…`;
  return `${first.name} and ${others.length - 1} others are editing…`;
}

/** The dashboard card's note of who is in the document now. */
export function EditingNowNote({ editingNow, viewerId }: { editingNow: readonly DocumentPerson[]; viewerId: number | undefined }) {
  const text = editingNowText(editingNow, viewerId);
  return text ? <span className="font-medium text-foreground">{text}</span> : null;
}

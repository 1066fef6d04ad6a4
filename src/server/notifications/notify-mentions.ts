import { plainExcerpt } from '../../shared/comment-mentions.js';
import type { Transaction } from '../db/database.js';
import { notifications } from '../db/schema.js';
import type { MailQueue } from '../mail/queue-mail.js';
import type { MentionedMember } from '../comments/check-mentions.js';

export interface MentionEvent {
  workspaceId: number;
  document: { id: number; title: string };
  threadId: number;
  commentId: number;
  actor: { userId: number; name: string };
  body: string;
}

/** Where a notification leads: the editor with the thread open in the comments panel. */
export const threadLink = (appUrl: string, documentId: number, threadId: number) => `${appUrl}/editor/${documentId}?thread=${threadId}`;

/**
 * Tells each newly mentioned member (never the author themselves): an in-app notification and an
 * email, both in the comment's transaction, so there is no mention without its notice nor the
 * reverse. The mail is a durable send-mail job (ADR 0033): a slow mail server never holds the request.
 */
export async function notifyMentions(tx: Transaction, mail: MailQueue, event: MentionEvent, mentioned: MentionedMember[]): Promise<void> {
  const recipients = mentioned.filter((member) => member.id !== event.actor.userId);
  if (recipients.length === 0) return;
  await tx.insert(notifications).values(
    recipients.map((member) => ({
      workspaceId: event.workspaceId,
      userId: member.id,
      kind: 'mention' as const,
      documentId: event.document.id,
      threadId: event.threadId,
      commentId: event.commentId,
      actorName: event.actor.name,
    })),
  );
  const names = new Map(mentioned.map((member) => [member.id, `${member.firstName} ${member.lastName}`.trim()]));
  const excerpt = plainExcerpt(event.body, (id) => names.get(id), 300);
  for (const member of recipients) {
    await mail.queue(tx, {
      template: 'comment-mention',
      to: member.email,
      firstName: member.firstName,
      actorName: event.actor.name,
      documentTitle: event.document.title,
      excerpt,
      link: threadLink(mail.appUrl, event.document.id, event.threadId),
    });
  }
}

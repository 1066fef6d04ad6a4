import { and, eq, inArray } from 'drizzle-orm';
import { mentionedUserIds } from '../../shared/comment-mentions.js';
import type { Executor } from '../db/database.js';
import { users, workspaceMembers } from '../db/schema.js';
import { invalidField } from '../http-error.js';

export interface MentionedMember {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The members a body mentions (its `<@id>` markers), each checked to be a member of the document's
 * workspace: naming anyone else is a 400 and nothing is saved, so a comment can never notify, or
 * reveal a document to, someone outside the workspace.
 */
export async function checkMentions(db: Executor, workspaceId: number, body: string): Promise<MentionedMember[]> {
  const ids = mentionedUserIds(body);
  if (ids.length === 0) return [];
  const members = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.userId, ids)));
  if (members.length !== ids.length) throw invalidField('body', 'You can mention only members of this workspace.');
  return members;
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentBodyInput,
  commentParams,
  commentThreadPageSchema,
  commentThreadParams,
  commentThreadSchema,
  createThreadBody,
  listCommentsQuery,
} from '../../shared/contract/comments.js';
import { mentionedUserIds } from '../../shared/comment-mentions.js';
import { idParams } from '../../shared/contract/ids.js';
import { roleCannot } from '../../shared/contract/permissions.js';
import type { LiveEvents } from '../collab/live-events.js';
import type { Database } from '../db/database.js';
import { findDocument } from '../documents/find-document.js';
import { HttpError } from '../http-error.js';
import type { MailQueue } from '../mail/queue-mail.js';
import { requireRole } from '../plugins/require-role.js';
import { requireSession, sessionOf, type SessionContext } from '../plugins/session.js';
import { canComment, canDeleteComment, canEditComment } from '../policies/comments.js';
import { announceNotifications } from '../notifications/announce-notifications.js';
import { addReply } from './add-reply.js';
import { announceCommentsChanged } from './announce-comments-changed.js';
import { createCommentThread, type CommentAuthor } from './create-comment-thread.js';
import { deleteComment } from './delete-comment.js';
import { editComment } from './edit-comment.js';
import { findComment } from './find-thread.js';
import { listCommentThreads } from './list-comment-threads.js';
import { presentThread, presentThreads, type Viewer } from './present-comment-thread.js';
import { setThreadStatus } from './set-thread-status.js';

const authorOf = (session: SessionContext): CommentAuthor => ({
  workspaceId: session.workspaceId,
  userId: session.user.id,
  name: `${session.user.firstName} ${session.user.lastName}`.trim(),
});
const viewerOf = (session: SessionContext): Viewer => ({ userId: session.user.id, role: session.role });
/** Comments on a document of this workspace only: the document is looked up first, so another workspace's is a 404. */
const documentOf = (db: Database, session: SessionContext, id: number) => findDocument(db, session.workspaceId, id);

/** The document and one comment of its thread, each a 404 unless it is this workspace's. */
async function commentOf(db: Database, session: SessionContext, params: { id: number; threadId: number; commentId: number }) {
  const document = await documentOf(db, session, params.id);
  const comment = await findComment(db, { workspaceId: session.workspaceId, documentId: document.id, threadId: params.threadId }, params.commentId);
  return { document, comment };
}

/**
 * After a change is committed: the document's open editors refetch its threads, and the people a
 * comment's text mentions refetch their bells (ADR 0046). Those already mentioned before an edit
 * are told too; their list is unchanged, which costs them one refetch.
 */
async function announce(live: LiveEvents, session: SessionContext, documentId: number, body?: string): Promise<void> {
  await announceCommentsChanged(live, documentId);
  if (body === undefined) return;
  const userIds = mentionedUserIds(body).filter((id) => id !== session.user.id);
  await announceNotifications(live, { workspaceId: session.workspaceId, userIds });
}

/**
 * A document's comment threads (issue 19, ADR 0042): list (filter, pages), start a thread on a range
 * or the whole document, reply, resolve and reopen, edit and delete one's own comment. Every route
 * needs a session and a document of the session's workspace (another's is a 404); who may do what
 * is asked of policies/comments.ts. Every change is announced to the document's open editors.
 */
export function registerCommentRoutes(app: FastifyInstance, db: Database, mail: MailQueue, live: LiveEvents): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guards = [requireSession, requireRole(canComment, 'comment on documents')];

  api.get(
    '/api/documents/:id/comments',
    { schema: { params: idParams, querystring: listCommentsQuery, response: { 200: commentThreadPageSchema } }, preHandler: guards },
    async (request) => {
      const session = sessionOf(request);
      const document = await documentOf(db, session, request.params.id);
      const page = await listCommentThreads(db, { workspaceId: session.workspaceId, documentId: document.id, userId: session.user.id }, request.query);
      return { threads: await presentThreads(db, page.items, viewerOf(session)), nextCursor: page.nextCursor, counts: page.counts };
    },
  );

  api.post(
    '/api/documents/:id/comments',
    { schema: { params: idParams, body: createThreadBody, response: { 201: commentThreadSchema } }, preHandler: guards },
    async (request, reply) => {
      const session = sessionOf(request);
      const document = await documentOf(db, session, request.params.id);
      const created = await createCommentThread(db, mail, authorOf(session), document, request.body);
      await announce(live, session, document.id, request.body.body);
      return reply.code(201).send(await presentThread(db, created, viewerOf(session)));
    },
  );

  api.post(
    '/api/documents/:id/comments/:threadId/replies',
    { schema: { params: commentThreadParams, body: commentBodyInput, response: { 201: commentThreadSchema } }, preHandler: guards },
    async (request, reply) => {
      const session = sessionOf(request);
      const document = await documentOf(db, session, request.params.id);
      const thread = await addReply(db, mail, authorOf(session), document, request.params.threadId, request.body.body);
      await announce(live, session, document.id, request.body.body);
      return reply.code(201).send(await presentThread(db, thread, viewerOf(session)));
    },
  );

  for (const [action, status] of [
    ['resolve', 'resolved'],
    ['reopen', 'open'],
  ] as const) {
    api.post(
      `/api/documents/:id/comments/:threadId/${action}`,
      { schema: { params: commentThreadParams, response: { 200: commentThreadSchema } }, preHandler: guards },
      async (request) => {
        const session = sessionOf(request);
        const document = await documentOf(db, session, request.params.id);
        const scope = { workspaceId: session.workspaceId, documentId: document.id };
        const thread = await setThreadStatus(db, scope, request.params.threadId, { status, userId: session.user.id });
        await announce(live, session, document.id);
        return presentThread(db, thread, viewerOf(session));
      },
    );
  }

  api.patch(
    '/api/documents/:id/comments/:threadId/comments/:commentId',
    { schema: { params: commentParams, body: commentBodyInput, response: { 200: commentThreadSchema } }, preHandler: guards },
    async (request) => {
      const session = sessionOf(request);
      const { document, comment } = await commentOf(db, session, request.params);
      if (!canEditComment(viewerOf(session), comment)) throw new HttpError(403, { error: 'You can edit only your own comments.' });
      const thread = await editComment(db, mail, authorOf(session), document, comment, request.body.body);
      await announce(live, session, document.id, request.body.body);
      return presentThread(db, thread, viewerOf(session));
    },
  );

  api.delete(
    '/api/documents/:id/comments/:threadId/comments/:commentId',
    { schema: { params: commentParams, response: { 200: z.object({ threadDeleted: z.boolean() }) } }, preHandler: guards },
    async (request) => {
      const session = sessionOf(request);
      const { document, comment } = await commentOf(db, session, request.params);
      if (!canDeleteComment(viewerOf(session), comment)) throw new HttpError(403, { error: roleCannot(session.role, 'delete comments someone else wrote') });
      const deleted = await deleteComment(db, comment);
      await announce(live, session, document.id);
      return deleted;
    },
  );
}

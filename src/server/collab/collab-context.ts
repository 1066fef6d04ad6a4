import type { SessionContext } from '../plugins/session.js';

/** What a co-editing connection carries from its upgrade request to every hook (Hocuspocus' context). */
export interface CollabContext {
  /** The session of the upgrade request's cookie, looked up once at the upgrade; null when signed out. */
  session: SessionContext | null;
  /** The cookie's token, to check on each write that the session still exists. */
  sessionToken: string | null;
  /** Set by authorization: the document this connection may open, in the session's workspace. */
  documentId?: number;
  /** The user, as other editors see them (the awareness and "X is editing…"). */
  user?: { id: number; name: string };
}

/** Who performs a write: a logged-in user, or the server itself (seed, self-registration). */
export interface Actor {
  userId: string | null;
  isAdmin: boolean;
  /** The session the write comes through (none for the server's own): a change to one's own account keeps it. */
  sessionId?: string;
  /** Who the change history names (the user's name); absent for the server's own writes. */
  name?: string;
  /** The address the write came from (request.ip, behind trusted proxies the client's), for the change history. */
  address?: string;
}

export const SYSTEM_ACTOR: Actor = { userId: null, isAdmin: true };

/** Who performs a write: a logged-in user, or the server itself (seed, self-registration). */
export interface Actor {
  userId: string | null;
  isAdmin: boolean;
  /** The session the write comes through (none for the server's own): a change to one's own account keeps it. */
  sessionId?: string;
}

export const SYSTEM_ACTOR: Actor = { userId: null, isAdmin: true };

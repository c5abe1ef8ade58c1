/** Who performs a write: a logged-in user, or the server itself (seed, self-registration). */
export interface Actor {
  userId: string | null;
  isAdmin: boolean;
}

export const SYSTEM_ACTOR: Actor = { userId: null, isAdmin: true };

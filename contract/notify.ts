/** The user's notifications (system messages): `POST /api/MessageNotify/pageList`, and the hub's NotifyMessage. */

/** A notification: the fields the bell's panel shows; the rest is carried as it came. */
export type NotifyMessage = Record<string, unknown> & { Id?: string; Title?: string; Content?: string; Create_Time?: string; IsRead?: boolean };

/**
 * Fan-out of hub messages between server instances. Callers publish; every instance (this one included)
 * receives and delivers to its own sockets. The in-process bus serves one instance; a Redis pub/sub bus with
 * the same interface serves several without touching callers.
 */

export type HubAudience =
  | { kind: 'all' }
  | { kind: 'user'; userId: string }
  /** Users one of whose roles grants `action` on `module` (decided on each instance, from its permission cache). */
  | ({ kind: 'permitted' } & PermittedAudience);

export interface PermittedAudience {
  module: string;
  action: string;
  /** A record of a user-owned module: of the permitted, only its owner and those who see all records (Check, admins). */
  ownerId?: string;
  /** With `ownerId`: the record's department, for those whose data scope reaches it (RoleReach). */
  deptId?: string;
  /** With `ownerId`: the record's id, for an approver under a data scope who holds a flow task on it (RoleReach). */
  recordId?: string;
}

export interface HubEnvelope {
  audience: HubAudience;
  target: string;
  arguments: unknown[];
  /** Events that follow in the same frame, in order (a notification's row and its text: one write per socket). */
  then?: HubEvent[];
}

/** One more event of an envelope. */
export interface HubEvent {
  target: string;
  arguments: unknown[];
}

const isHubEvent = (value: unknown): value is HubEvent =>
  typeof value === 'object' && value !== null && typeof (value as HubEvent).target === 'string' && Array.isArray((value as HubEvent).arguments);

/** Login sessions that ended (logout, leave, password change): every instance closes their sockets. */
export interface SessionsEnded {
  sessionsEnded: string[];
}

/** What travels on the bus: an event to deliver, or sessions whose sockets to close. */
export type HubBusMessage = HubEnvelope | SessionsEnded;

export function isSessionsEnded(message: HubBusMessage): message is SessionsEnded {
  return 'sessionsEnded' in message;
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function isAudience(value: unknown): value is HubAudience {
  if (typeof value !== 'object' || value === null) return false;
  const audience = value as Record<string, unknown>;
  if (audience.kind === 'all') return true;
  if (audience.kind === 'user') return typeof audience.userId === 'string';
  return (
    audience.kind === 'permitted' &&
    typeof audience.module === 'string' &&
    typeof audience.action === 'string' &&
    (audience.ownerId === undefined || typeof audience.ownerId === 'string') &&
    (audience.deptId === undefined || typeof audience.deptId === 'string') &&
    (audience.recordId === undefined || typeof audience.recordId === 'string')
  );
}

/** A bus message read from outside the process (Redis): its shape checked, so a stray publish cannot fault delivery. */
export function readBusMessage(value: unknown): HubBusMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  if ('sessionsEnded' in message) return isStringArray(message.sessionsEnded) ? { sessionsEnded: message.sessionsEnded } : null;
  if (!isAudience(message.audience) || typeof message.target !== 'string' || !Array.isArray(message.arguments)) return null;
  if (message.then !== undefined && !(Array.isArray(message.then) && message.then.length <= 8 && message.then.every(isHubEvent))) return null;
  const then = message.then as HubEvent[] | undefined;
  return {
    audience: message.audience,
    target: message.target,
    arguments: message.arguments,
    ...(then ? { then: then.map((e) => ({ target: e.target, arguments: e.arguments })) } : {}),
  };
}

export interface HubBus {
  publish(message: HubBusMessage): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(handler: (message: HubBusMessage) => void): () => void;
  close(): Promise<void>;
}

export function createInProcessHubBus(): HubBus {
  const handlers = new Set<(message: HubBusMessage) => void>();
  return {
    async publish(message) {
      for (const handler of [...handlers]) handler(message);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}

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
}

export interface HubEnvelope {
  audience: HubAudience;
  target: string;
  arguments: unknown[];
}

export interface HubBus {
  publish(envelope: HubEnvelope): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(handler: (envelope: HubEnvelope) => void): () => void;
  close(): Promise<void>;
}

export function createInProcessHubBus(): HubBus {
  const handlers = new Set<(envelope: HubEnvelope) => void>();
  return {
    async publish(envelope) {
      for (const handler of [...handlers]) handler(envelope);
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

/** A tiny typed event emitter for in-app events (hub events re-emitted to hooks and the live provider). */

export interface Emitter<Events extends { [K in keyof Events]: unknown[] }> {
  on<E extends keyof Events>(event: E, handler: (...args: Events[E]) => void): () => void;
  emit<E extends keyof Events>(event: E, ...args: Events[E]): void;
  count(event: keyof Events): number;
}

export function createEmitter<Events extends { [K in keyof Events]: unknown[] }>(): Emitter<Events> {
  // Stored untyped; `on` and `emit` keep each event's handlers and arguments in step.
  type Stored = (...args: unknown[]) => void;
  const handlers = new Map<keyof Events, Set<Stored>>();
  return {
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      handlers.set(event, set);
      const stored = handler as unknown as Stored;
      set.add(stored);
      return () => {
        set.delete(stored);
      };
    },
    emit(event, ...args) {
      for (const handler of [...(handlers.get(event) ?? [])]) handler(...(args as unknown[]));
    },
    count(event) {
      return handlers.get(event)?.size ?? 0;
    },
  };
}

/**
 * Which notification 系统消息 is to open next. Kept-alive pages see their own tab's address, never the history state
 * (src/layout/tabs/KeepAliveOutlet.tsx), and a query (`?open=`) would make each opened notification a tab of its own;
 * so the bell and the alert leave the id here and go to /notifyMessage, whose (visible) page takes it.
 */
type Listener = () => void;

export interface OpenRequests {
  request(id: string): void;
  /** The id asked for, once: taking it clears it. */
  take(): string | null;
  peek(): string | null;
  subscribe(listener: Listener): () => void;
}

export function createOpenRequests(): OpenRequests {
  let pending: string | null = null;
  const listeners = new Set<Listener>();
  return {
    request(id) {
      pending = id;
      listeners.forEach((listener) => listener());
    },
    take() {
      const id = pending;
      pending = null;
      return id;
    },
    peek: () => pending,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const openRequests = createOpenRequests();

/** The open hub connections of this instance, by user: who is online and which sockets reach a user. */
import type { OnlineUser } from '../../contract/hub.js';

export interface HubConnectionHandle {
  connectionId: string;
  /** The login session the connection was opened in. */
  sessionId: string;
  userId: string;
  /** The user's roles when the connection opened: who may hear of which module's changes. */
  roleIds: readonly string[];
  /** An administrator sees every user's records of a user-owned module. */
  isAdmin: boolean;
  user: OnlineUser;
  send(text: string): void;
  /** Closes the connection, telling the client why; it leaves the registry when the socket has closed. */
  close(error: string): void;
}

export class ConnectionRegistry {
  private readonly byId = new Map<string, HubConnectionHandle>();
  /** A user's connections: a notice to everyone sends to each recipient, so finding them must not scan everyone. */
  private readonly byUser = new Map<string, Set<HubConnectionHandle>>();

  add(connection: HubConnectionHandle): void {
    this.byId.set(connection.connectionId, connection);
    let mine = this.byUser.get(connection.userId);
    if (!mine) this.byUser.set(connection.userId, (mine = new Set()));
    mine.add(connection);
  }

  remove(connectionId: string): boolean {
    const connection = this.byId.get(connectionId);
    if (!connection) return false;
    this.byId.delete(connectionId);
    const mine = this.byUser.get(connection.userId);
    mine?.delete(connection);
    if (mine?.size === 0) this.byUser.delete(connection.userId);
    return true;
  }

  forUser(userId: string): HubConnectionHandle[] {
    const mine = this.byUser.get(userId);
    return mine ? [...mine] : [];
  }

  get size(): number {
    return this.byId.size;
  }

  forSessions(sessionIds: readonly string[]): HubConnectionHandle[] {
    const wanted = new Set(sessionIds);
    return [...this.byId.values()].filter((c) => wanted.has(c.sessionId));
  }

  /** Distinct sessions with an open connection here. */
  sessionIds(): string[] {
    return [...new Set([...this.byId.values()].map((c) => c.sessionId))];
  }

  all(): HubConnectionHandle[] {
    return [...this.byId.values()];
  }

  /** Distinct users, in the order they first connected. */
  onlineUsers(): OnlineUser[] {
    const seen = new Map<string, OnlineUser>();
    for (const c of this.byId.values()) if (!seen.has(c.userId)) seen.set(c.userId, { Name: c.user.Name, Account: c.user.Account });
    return [...seen.values()];
  }
}

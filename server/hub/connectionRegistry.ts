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

  add(connection: HubConnectionHandle): void {
    this.byId.set(connection.connectionId, connection);
  }

  remove(connectionId: string): boolean {
    return this.byId.delete(connectionId);
  }

  forUser(userId: string): HubConnectionHandle[] {
    return [...this.byId.values()].filter((c) => c.userId === userId);
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

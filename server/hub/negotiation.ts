/**
 * Negotiate (TransportProtocols.md): hands out a connection id and a connection token, the token being what
 * the WebSocket request presents (`?id=`). Tokens are bound to the user who negotiated and expire unused.
 */
import { randomBytes } from 'node:crypto';

export interface NegotiateAnswer {
  negotiateVersion?: number;
  connectionId: string;
  connectionToken?: string;
  availableTransports: Array<{ transport: 'WebSockets'; transferFormats: ['Text'] }>;
}

interface PendingConnection {
  connectionId: string;
  userId: string;
  expiresAt: number;
}

const TOKEN_TTL_MS = 60_000;

const randomId = (): string => randomBytes(16).toString('base64url');

export class NegotiationStore {
  private readonly pending = new Map<string, PendingConnection>();

  /** negotiateVersion 1 separates the public connection id from the secret token; version 0 uses the id. */
  negotiate(userId: string, negotiateVersion: number): NegotiateAnswer {
    this.sweep();
    const connectionId = randomId();
    const token = negotiateVersion >= 1 ? randomId() : connectionId;
    this.pending.set(token, { connectionId, userId, expiresAt: Date.now() + TOKEN_TTL_MS });
    const transports: NegotiateAnswer['availableTransports'] = [{ transport: 'WebSockets', transferFormats: ['Text'] }];
    return negotiateVersion >= 1
      ? { negotiateVersion: 1, connectionId, connectionToken: token, availableTransports: transports }
      : { connectionId, availableTransports: transports };
  }

  isPending(token: string, userId: string): boolean {
    this.sweep();
    return this.pending.get(token)?.userId === userId;
  }

  /** The connection id for a token presented by `userId`; each token is used once. */
  claim(token: string, userId: string): string | null {
    this.sweep();
    const entry = this.pending.get(token);
    if (!entry || entry.userId !== userId) return null;
    this.pending.delete(token);
    return entry.connectionId;
  }

  static newConnectionId(): string {
    return randomId();
  }

  private sweep(): void {
    const now = Date.now();
    for (const [token, entry] of this.pending) if (entry.expiresAt < now) this.pending.delete(token);
  }
}

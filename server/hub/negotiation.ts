/**
 * Negotiate (TransportProtocols.md): hands out a connection id and a connection token, the token being what
 * the WebSocket request presents (`?id=`). Tokens are bound to the user who negotiated and expire after a minute.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface NegotiateAnswer {
  negotiateVersion?: number;
  connectionId: string;
  connectionToken?: string;
  availableTransports: Array<{ transport: 'WebSockets'; transferFormats: ['Text'] }>;
}

/** What a token carries: the connection id, the user it was given to, and until when it is good. */
interface TokenClaims {
  c: string;
  u: string;
  e: number;
}

const TOKEN_TTL_MS = 60_000;

const randomId = (): string => randomBytes(16).toString('base64url');

/**
 * Tokens are signed, not remembered: any instance sharing the secret (derived from the shared RSA key) accepts a
 * token another instance gave out, so negotiate and the WebSocket may land on different instances behind a load
 * balancer. Each instance still takes a token once.
 */
export class NegotiationStore {
  /** Tokens this instance has taken, until they expire anyway. */
  private readonly used = new Map<string, number>();

  constructor(private readonly secret: Buffer) {}

  /** negotiateVersion 1 separates the public connection id from the secret token; version 0 uses the id. */
  negotiate(userId: string, negotiateVersion: number): NegotiateAnswer {
    const transports: NegotiateAnswer['availableTransports'] = [{ transport: 'WebSockets', transferFormats: ['Text'] }];
    const expiresAt = Date.now() + TOKEN_TTL_MS;
    if (negotiateVersion >= 1) {
      const connectionId = randomId();
      return { negotiateVersion: 1, connectionId, connectionToken: this.sign({ c: connectionId, u: userId, e: expiresAt }), availableTransports: transports };
    }
    // Version 0: the id is the token; the connection is known by a random id of its own.
    return { connectionId: this.sign({ c: randomId(), u: userId, e: expiresAt }), availableTransports: transports };
  }

  isPending(token: string, userId: string): boolean {
    this.sweep();
    return this.open(token, userId) !== null && !this.used.has(token);
  }

  /** The connection id for a token presented by `userId`; each token is used once. */
  claim(token: string, userId: string): string | null {
    this.sweep();
    const claims = this.open(token, userId);
    if (!claims || this.used.has(token)) return null;
    this.used.set(token, claims.e);
    return claims.c;
  }

  static newConnectionId(): string {
    return randomId();
  }

  private sign(claims: TokenClaims): string {
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The claims of a genuine, unexpired token of `userId`; null otherwise. */
  private open(token: string, userId: string): TokenClaims | null {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let claims: TokenClaims;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenClaims;
    } catch {
      return null;
    }
    if (typeof claims.c !== 'string' || claims.u !== userId || typeof claims.e !== 'number' || claims.e < Date.now()) return null;
    return claims;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }

  private sweep(): void {
    const now = Date.now();
    for (const [token, expiresAt] of this.used) if (expiresAt < now) this.used.delete(token);
  }
}

/**
 * The message hub: sends events to a user's connections or to everyone, through the bus so several server
 * instances can share it, and announces the online users (`userChange`) whenever someone connects or leaves.
 */
import type { HubEvents } from '../../src/hub/types.js';
import { createInProcessHubBus, type HubBus, type HubEnvelope } from './hubBus.js';
import { invocation } from './hubProtocol.js';
import { ConnectionRegistry, type HubConnectionHandle } from './connectionRegistry.js';
import { createLocalPresence, type HubPresence } from './hubPresence.js';

/** Event names the app knows have typed arguments; other names are allowed for later events. */
type EventArgs<E extends string> = E extends keyof HubEvents ? HubEvents[E] : unknown[];

export interface HubOptions {
  /** Server keep-alive ping interval (spec: 15 s). */
  pingIntervalMs?: number;
  /** A client silent for this long is dropped (SignalR default 30 s; clients ping every 15 s). */
  clientTimeoutMs?: number;
  /** A socket that sends no handshake within this long is closed (SignalR default 15 s). */
  handshakeTimeoutMs?: number;
  /** How messages reach the other instances (Redis when scaled out; default: this instance only). */
  bus?: HubBus;
  /** Who is online on every instance (Redis when scaled out; default: this instance's connections). */
  presence?: HubPresence;
  /** How often this instance re-reports its users, so other instances keep counting them (and drop a dead one). */
  presenceHeartbeatMs?: number;
}

export const DEFAULT_PING_INTERVAL_MS = 15_000;
export const DEFAULT_CLIENT_TIMEOUT_MS = 30_000;
export const DEFAULT_HANDSHAKE_TIMEOUT_MS = 15_000;
export const DEFAULT_PRESENCE_HEARTBEAT_MS = 20_000;

export class Hub {
  readonly registry = new ConnectionRegistry();
  readonly pingIntervalMs: number;
  readonly clientTimeoutMs: number;
  readonly handshakeTimeoutMs: number;
  private readonly bus: HubBus;
  private readonly presence: HubPresence;
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  /** The online list last announced, to announce a change seen on a heartbeat only once. */
  private lastAnnounced = '';

  constructor(options: HubOptions = {}) {
    this.pingIntervalMs = options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS;
    this.clientTimeoutMs = options.clientTimeoutMs ?? DEFAULT_CLIENT_TIMEOUT_MS;
    this.handshakeTimeoutMs = options.handshakeTimeoutMs ?? DEFAULT_HANDSHAKE_TIMEOUT_MS;
    this.bus = options.bus ?? createInProcessHubBus();
    this.presence = options.presence ?? createLocalPresence();
    this.unsubscribe = this.bus.subscribe((envelope) => this.deliverLocally(envelope));
    this.heartbeat = setInterval(() => void this.announceOnlineUsers(false), options.presenceHeartbeatMs ?? DEFAULT_PRESENCE_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  sendToUser<E extends string>(userId: string, event: E, ...args: EventArgs<E>): Promise<void> {
    return this.bus.publish({ audience: { kind: 'user', userId }, target: event, arguments: args });
  }

  broadcast<E extends string>(event: E, ...args: EventArgs<E>): Promise<void> {
    return this.bus.publish({ audience: { kind: 'all' }, target: event, arguments: args });
  }

  /** A connection finished its handshake. */
  connected(connection: HubConnectionHandle): void {
    this.registry.add(connection);
    void this.announceOnlineUsers(true);
  }

  disconnected(connectionId: string): void {
    if (this.registry.remove(connectionId)) void this.announceOnlineUsers(true);
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    await this.presence.close();
    await this.bus.close();
  }

  /** `userChange` with everyone online on every instance: always after a connect or leave, on a heartbeat if it changed. */
  private async announceOnlineUsers(always: boolean): Promise<void> {
    try {
      const users = await this.presence.report(this.registry.onlineUsers());
      const text = JSON.stringify(users);
      if (!always && text === this.lastAnnounced) return;
      this.lastAnnounced = text;
      await this.broadcast('userChange', users);
    } catch {
      // Redis unreachable for a moment: the next connect, leave or heartbeat announces again.
    }
  }

  private deliverLocally(envelope: HubEnvelope): void {
    const targets = envelope.audience.kind === 'all' ? this.registry.all() : this.registry.forUser(envelope.audience.userId);
    if (targets.length === 0) return;
    const record = invocation(envelope.target, envelope.arguments);
    for (const connection of targets) connection.send(record);
  }
}

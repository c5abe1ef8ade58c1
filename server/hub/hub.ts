/**
 * The message hub: sends events to a user's connections, to everyone, or to the users whose roles permit an action
 * on a module, through the bus so several server instances can share it, and announces the online users
 * (`userChange`) whenever someone connects or leaves. A connection lives no longer than the login session it was
 * opened in (D-SEC-1): a session that ends is announced on the bus, and a periodic check catches sessions that
 * expired or were deleted without an announcement.
 */
import type { HubEvents } from '../../contract/hub.js';
import { createInProcessHubBus, isSessionsEnded, type HubAudience, type HubBus, type HubEnvelope, type HubEvent, type PermittedAudience } from './hubBus.js';
import { invocation } from './hubProtocol.js';
import { ConnectionRegistry, type HubConnectionHandle } from './connectionRegistry.js';
import { createLocalPresence, type HubPresence } from './hubPresence.js';
import { HUB_CLOSE_ERRORS } from './hubCloseErrors.js';

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
  /** How often the sessions of open connections are checked, closing those whose session expired or was deleted. */
  sessionCheckIntervalMs?: number;
  /** Connects and leaves within this long are announced together (one `userChange` for a burst, not one each). */
  presenceCoalesceMs?: number;
}

/** Whether one of `roleIds` grants `action` on `module` (the server's permission cache; set once it exists). */
export type RolePermits = (roleIds: readonly string[], module: string, action: string) => Promise<boolean>;
/**
 * Whether one of the user's roles reaches a record of the module that is not theirs: all of the module (Check without
 * a data scope), the record's department by a data scope, or a flow task the user holds on it (Check under a scope).
 */
export type RoleReach = (userId: string, roleIds: readonly string[], module: string, record: { deptId?: string; id?: string }) => Promise<boolean>;

/** Of `sessionIds`, those still live (the auth feature's session store; set once it exists). */
export type LiveSessions = (sessionIds: readonly string[]) => Promise<ReadonlySet<string>>;

export const DEFAULT_PING_INTERVAL_MS = 15_000;
export const DEFAULT_CLIENT_TIMEOUT_MS = 30_000;
export const DEFAULT_HANDSHAKE_TIMEOUT_MS = 15_000;
export const DEFAULT_PRESENCE_HEARTBEAT_MS = 20_000;
export const DEFAULT_SESSION_CHECK_INTERVAL_MS = 60_000;
/**
 * A burst of connects (a shift starting, every client reconnecting after a restart) would otherwise send each of n
 * connections the whole online list n times: O(n²) frames. 200 ms still reads as live to a person.
 */
export const DEFAULT_PRESENCE_COALESCE_MS = 200;

/** Who hears the online list (userChange): users who may read 站内消息. */
export const ONLINE_USERS_AUDIENCE = { module: 'FriendMessage', action: 'List' } as const;

export class Hub {
  readonly registry = new ConnectionRegistry();
  readonly pingIntervalMs: number;
  readonly clientTimeoutMs: number;
  readonly handshakeTimeoutMs: number;
  private readonly bus: HubBus;
  private readonly presence: HubPresence;
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly sessionCheck: NodeJS.Timeout;
  /** Until set, every session counts as live (a logout still closes its sockets through endSessions). */
  private liveSessions: LiveSessions | undefined;
  /** The online list last announced, to announce a change seen on a heartbeat only once. */
  private lastAnnounced = '';
  /** Until set, a message for permitted users reaches nobody (nothing can be sent before the server is up). */
  private permits: RolePermits = async () => false;
  /** Until set, no data scope reaches a record beyond its owner. */
  private reaches: RoleReach = async () => false;
  private readonly busListeners = new Set<(envelope: HubEnvelope) => void>();
  private readonly presenceCoalesceMs: number;
  /** The announcement waiting for the burst of connects and leaves to end. */
  private pendingAnnouncement: NodeJS.Timeout | null = null;

  constructor(options: HubOptions = {}) {
    this.pingIntervalMs = options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS;
    this.clientTimeoutMs = options.clientTimeoutMs ?? DEFAULT_CLIENT_TIMEOUT_MS;
    this.handshakeTimeoutMs = options.handshakeTimeoutMs ?? DEFAULT_HANDSHAKE_TIMEOUT_MS;
    this.presenceCoalesceMs = options.presenceCoalesceMs ?? DEFAULT_PRESENCE_COALESCE_MS;
    this.bus = options.bus ?? createInProcessHubBus();
    this.presence = options.presence ?? createLocalPresence();
    this.unsubscribe = this.bus.subscribe((message) => {
      if (isSessionsEnded(message)) {
        this.closeSessionsLocally(message.sessionsEnded);
        return;
      }
      for (const listener of [...this.busListeners]) {
        try {
          listener(message);
        } catch {
          // One listener's fault must not stop delivery, nor reach the bus (a Redis callback: it would end the process).
        }
      }
      this.deliverLocally(message).catch(() => undefined);
    });
    this.heartbeat = setInterval(() => void this.announceOnlineUsers(false), options.presenceHeartbeatMs ?? DEFAULT_PRESENCE_HEARTBEAT_MS);
    this.heartbeat.unref();
    this.sessionCheck = setInterval(() => void this.closeDeadSessions(), options.sessionCheckIntervalMs ?? DEFAULT_SESSION_CHECK_INTERVAL_MS);
    this.sessionCheck.unref();
  }

  sendToUser<E extends string>(userId: string, event: E, ...args: EventArgs<E>): Promise<void> {
    return this.bus.publish({ audience: { kind: 'user', userId }, target: event, arguments: args });
  }

  /** Several events to a user's connections, in order, written to each socket as one frame. */
  sendEventsToUser(userId: string, events: readonly [HubEvent, ...HubEvent[]]): Promise<void> {
    const [first, ...rest] = events;
    return this.bus.publish({
      audience: { kind: 'user', userId },
      target: first.target,
      arguments: first.arguments,
      ...(rest.length > 0 ? { then: rest } : {}),
    });
  }

  broadcast<E extends string>(event: E, ...args: EventArgs<E>): Promise<void> {
    return this.bus.publish({ audience: { kind: 'all' }, target: event, arguments: args });
  }

  /**
   * To this instance's connections only: news each instance tells its own clients once it has acted on it itself (a
   * module version it made live), so a client that asks again at once is answered from the new state.
   */
  broadcastHere<E extends string>(event: E, ...args: EventArgs<E>): Promise<void> {
    return this.deliverLocally({ audience: { kind: 'all' }, target: event, arguments: args });
  }

  /** To the users one of whose roles grants `action` on `module` (of a user-owned record: see PermittedAudience), on every instance. */
  sendToPermitted<E extends string>(audience: PermittedAudience, event: E, ...args: EventArgs<E>): Promise<void> {
    return this.bus.publish({ audience: { kind: 'permitted', ...audience }, target: event, arguments: args });
  }

  usePermits(permits: RolePermits): void {
    this.permits = permits;
  }

  useReach(reaches: RoleReach): void {
    this.reaches = reaches;
  }

  useLiveSessions(liveSessions: LiveSessions): void {
    this.liveSessions = liveSessions;
  }

  /**
   * The sessions ended (logout, leave, password change): their connections on every instance close and hear nothing
   * more. This instance's close at once; if the bus fails, the periodic session check closes the others'.
   */
  async endSessions(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    this.closeSessionsLocally(sessionIds);
    await this.bus.publish({ sessionsEnded: [...sessionIds] }).catch(() => undefined);
  }

  /** Every message the bus brings to this instance, whoever it is for (e.g. to drop caches another instance made stale). */
  onBusMessage(listener: (envelope: HubEnvelope) => void): () => void {
    this.busListeners.add(listener);
    return () => this.busListeners.delete(listener);
  }

  /** A connection finished its handshake. */
  connected(connection: HubConnectionHandle): void {
    this.registry.add(connection);
    this.announceSoon();
  }

  disconnected(connectionId: string): void {
    if (this.registry.remove(connectionId)) this.announceSoon();
  }

  async close(): Promise<void> {
    if (this.pendingAnnouncement) clearTimeout(this.pendingAnnouncement);
    clearInterval(this.heartbeat);
    clearInterval(this.sessionCheck);
    this.unsubscribe();
    await this.presence.close();
    await this.bus.close();
  }

  /** One announcement for the connects and leaves of the next moment (presenceCoalesceMs). */
  private announceSoon(): void {
    if (this.pendingAnnouncement) return;
    this.pendingAnnouncement = setTimeout(() => {
      this.pendingAnnouncement = null;
      void this.announceOnlineUsers(true);
    }, this.presenceCoalesceMs);
    this.pendingAnnouncement.unref();
  }

  /** `userChange` with everyone online on every instance: always after a connect or leave, on a heartbeat if it changed. */
  private async announceOnlineUsers(always: boolean): Promise<void> {
    try {
      const users = await this.presence.report(this.registry.onlineUsers());
      const text = JSON.stringify(users);
      if (!always && text === this.lastAnnounced) return;
      this.lastAnnounced = text;
      // Who is online is a directory: told to those who may write to them (站内消息), not to a registered public user.
      await this.sendToPermitted(ONLINE_USERS_AUDIENCE, 'userChange', users);
    } catch {
      // Redis unreachable for a moment: the next connect, leave or heartbeat announces again.
    }
  }

  private closeSessionsLocally(sessionIds: readonly string[]): void {
    for (const connection of this.registry.forSessions(sessionIds)) {
      connection.close(HUB_CLOSE_ERRORS.sessionEnded);
      // Out of the registry now, not when the socket has finished closing: nothing more is sent to it.
      this.disconnected(connection.connectionId);
    }
  }

  /** Closes the connections whose session is no longer live (expired, deleted with its user, on leave). */
  private async closeDeadSessions(): Promise<void> {
    const sessionIds = this.registry.sessionIds();
    if (!this.liveSessions || sessionIds.length === 0) return;
    try {
      const live = await this.liveSessions(sessionIds);
      this.closeSessionsLocally(sessionIds.filter((id) => !live.has(id)));
    } catch {
      // The database unreachable for a moment: the next check decides.
    }
  }

  private async deliverLocally(envelope: HubEnvelope): Promise<void> {
    // A user's or everyone's connections are known at once; only a permitted audience waits for permission checks.
    const targets = envelope.audience.kind === 'permitted' ? await this.targetsOf(envelope.audience) : this.directTargets(envelope.audience);
    if (targets.length === 0) return;
    let frame = invocation(envelope.target, envelope.arguments);
    for (const next of envelope.then ?? []) frame += invocation(next.target, next.arguments);
    for (const connection of targets) connection.send(frame);
  }

  private directTargets(audience: HubAudience): HubConnectionHandle[] {
    if (audience.kind === 'all') return this.registry.all();
    if (audience.kind === 'user') return this.registry.forUser(audience.userId);
    return [];
  }

  private async targetsOf(audience: HubAudience): Promise<HubConnectionHandle[]> {
    if (audience.kind === 'all') return this.registry.all();
    if (audience.kind === 'user') return this.registry.forUser(audience.userId);
    const connections = this.registry.all();
    // One check per distinct set of roles and action, not per connection.
    const decided = new Map<string, Promise<boolean>>();
    const permits = (connection: HubConnectionHandle, action: string): Promise<boolean> => {
      const key = `${action}:${[...connection.roleIds].sort().join(',')}`;
      let permitted = decided.get(key);
      if (!permitted) {
        permitted = this.permits(connection.roleIds, audience.module, action).catch(() => false);
        decided.set(key, permitted);
      }
      return permitted;
    };
    const seesRecord = async (connection: HubConnectionHandle): Promise<boolean> => {
      if (!(await permits(connection, audience.action))) return false;
      if (audience.ownerId === undefined || connection.userId === audience.ownerId || connection.isAdmin) return true;
      return this.reaches(connection.userId, connection.roleIds, audience.module, { deptId: audience.deptId, id: audience.recordId }).catch(() => false);
    };
    const allowed = await Promise.all(connections.map(seesRecord));
    return connections.filter((_, index) => allowed[index]);
  }
}

/**
 * The app's connection to /hub/message (SH-HUB-1, DM-HUB-2, DM-HUB-3). @microsoft/signalr loads only
 * when the hub first starts. Start is idempotent (a second start while starting or connected is ignored); a
 * failed start goes to a handler that does nothing (the keeper retries later). Server events are re-emitted
 * through an in-app emitter; a data_update whose payload is not JSON re-establishes the connection. A close this client
 * did not ask for (the server ended the session's connections) is told to `onClosedByServer`.
 */
import { parseDataUpdatePayload } from '../../providers/live/dataUpdate';
import { createEmitter } from './emitter';
import { backOffRetryPolicy } from './reconnectPolicy';
import type { DataUpdate, HubClient, HubEventName, HubEvents } from './types';

export const HUB_PATH = '/hub/message';
export const HUB_EVENTS: readonly HubEventName[] = ['FriendMsg', 'Notify', 'data_update', 'NotifyMessage', 'userChange', 'AppUpdated', 'ModuleChanged'];

/** The part of a SignalR HubConnection the client uses (a fake one in tests). */
export interface HubConnectionLike {
  start(): Promise<void>;
  stop(): Promise<void>;
  on(event: string, handler: (...args: never[]) => void): void;
  /** After the connection has closed: with an error when it was not this client's stop (the server closed it, or reconnecting gave up). */
  onclose(handler: (error?: Error) => void): void;
  readonly state: string;
}

export type ConnectionFactory = (url: string) => Promise<HubConnectionLike>;

export interface HubClientOptions {
  /** API origin ('' = same origin). */
  baseUrl: string;
  /** Builds the connection; defaults to @microsoft/signalr, loaded lazily, reconnecting with back-off (reconnectPolicy.ts). */
  connect?: ConnectionFactory;
  /** Called when a start fails; the default handler does nothing (DM-HUB-2). */
  onStartFailed?: (error: unknown) => void;
}

const CONNECTED = 'Connected';

const ignoreFailedStart = (): void => {};

/** The real connection: cookies go along (withCredentials), so only a logged-in user connects. */
export const signalRConnection: ConnectionFactory = async (url) => {
  const signalR = await import('@microsoft/signalr');
  return new signalR.HubConnectionBuilder()
    .withUrl(url, { withCredentials: true })
    .withAutomaticReconnect(backOffRetryPolicy())
    .configureLogging(signalR.LogLevel.Warning)
    .build();
};

type ClientEvents = HubEvents & { dataUpdate: [update: DataUpdate]; closedByServer: [error: Error] };

export function createHubClient(options: HubClientOptions): HubClient {
  const connect = options.connect ?? signalRConnection;
  const onStartFailed = options.onStartFailed ?? ignoreFailedStart;
  const url = `${options.baseUrl.replace(/\/+$/, '')}${HUB_PATH}`;
  const emitter = createEmitter<ClientEvents>();
  let connection: HubConnectionLike | null = null;
  let starting: Promise<void> | null = null;

  const onDataUpdate = (name: string, payload: unknown): void => {
    const parsed = parseDataUpdatePayload(payload);
    if (!parsed.ok) {
      void restart();
      return;
    }
    emitter.emit('data_update', name, payload as string);
    emitter.emit('dataUpdate', { name, data: parsed.data });
  };

  const build = async (): Promise<HubConnectionLike> => {
    if (connection) return connection;
    const built = await connect(url);
    for (const event of HUB_EVENTS) {
      if (event === 'data_update') built.on(event, (...args: unknown[]) => onDataUpdate(String(args[0]), args[1]));
      else built.on(event, (...args: unknown[]) => emitter.emit(event, ...(args as HubEvents[typeof event])));
    }
    built.onclose((error) => {
      if (error) emitter.emit('closedByServer', error);
    });
    connection = built;
    return built;
  };

  const start = (): Promise<void> => {
    if (starting) return starting;
    if (connection && connection.state !== 'Disconnected') return Promise.resolve();
    starting = build()
      .then((c) => c.start())
      .catch((error: unknown) => onStartFailed(error))
      .finally(() => {
        starting = null;
      });
    return starting;
  };

  const stop = async (): Promise<void> => {
    if (starting) await starting;
    if (connection && connection.state !== 'Disconnected') await connection.stop();
  };

  async function restart(): Promise<void> {
    await stop();
    await start();
  }

  return {
    start,
    stop,
    on: (event, handler) => emitter.on(event, handler),
    onDataUpdate: (handler) => emitter.on('dataUpdate', handler),
    onClosedByServer: (handler) => emitter.on('closedByServer', handler),
    get connected() {
      return connection?.state === CONNECTED;
    },
    get active() {
      return connection !== null && connection.state !== 'Disconnected';
    },
  };
}

/**
 * The real-time hub at /hub/message (SH-HUB-1, DM-HUB-1). Events the server sends and the
 * shapes they carry. The connection (src/hub/hubClient.ts) loads @microsoft/signalr lazily and starts once.
 */
import type { DataUpdate, HubEventName, HubEvents } from '../../contract/hub';

export type { DataUpdate, HubEventName, HubEvents, OnlineUser } from '../../contract/hub';

export interface HubClient {
  /** Starts the connection once; a second call is ignored; a failed start calls a handler that does nothing. */
  start(): Promise<void>;
  stop(): Promise<void>;
  on<E extends HubEventName>(event: E, handler: (...args: HubEvents[E]) => void): () => void;
  readonly connected: boolean;
  /** Connecting, connected or reconnecting: a start now would be a second connection. */
  readonly active: boolean;
  /** data_update with its payload parsed (DM-HUB-3); an unparsable payload re-establishes the connection instead. */
  onDataUpdate(handler: (update: DataUpdate) => void): () => void;
  /** The connection closed without this client's stop: the server closed it (an ended session) or reconnecting gave up. */
  onClosedByServer(handler: (error: Error) => void): () => void;
}

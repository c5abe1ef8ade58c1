/**
 * The real-time hub at /hub/message (data-modules spec §4, §7; shell spec §7). Events the server sends and the
 * shapes they carry. The connection (src/hub/hubClient.ts) loads @microsoft/signalr lazily and starts once.
 */
import type { DataUpdate } from '../../providers/live/dataUpdate';

export interface OnlineUser {
  Name: string;
  Account: string;
}

export interface HubEvents {
  /** An in-site message arrived: the shell toasts 收到站内消息. */
  FriendMsg: [message: unknown];
  /** A notification: its content shows as a success alert. */
  Notify: [content: string];
  /** A module's data changed: name and a JSON string payload, re-emitted inside the app. */
  data_update: [name: string, payload: string];
  /** A notify message (pending-approval item or notice) to prepend to the list. */
  NotifyMessage: [message: unknown];
  /** The online users changed. */
  userChange: [users: OnlineUser[]];
}

export type HubEventName = keyof HubEvents;

export type { DataUpdate };

export interface HubClient {
  /** Starts the connection once; a second call is ignored; a failed start calls a handler that does nothing. */
  start(): Promise<void>;
  stop(): Promise<void>;
  on<E extends HubEventName>(event: E, handler: (...args: HubEvents[E]) => void): () => void;
  readonly connected: boolean;
  /** data_update with its payload parsed (spec §4); an unparsable payload re-establishes the connection instead. */
  onDataUpdate(handler: (update: DataUpdate) => void): () => void;
}

/**
 * The real-time hub at /hub/message (SignalR JSON protocol): the events the server sends and what they carry.
 */

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
  /** A new build of the app is served (a package was installed or rolled back): the app offers 刷新. */
  AppUpdated: [version: string];
  /**
   * The module designer published a version of a module (its fields changed): open pages of the module load its
   * descriptors again. Name and the new version number.
   */
  ModuleChanged: [name: string, version: number];
  /** The online users changed. */
  userChange: [users: OnlineUser[]];
}

export type HubEventName = keyof HubEvents;

/** A data_update as the hub client hands it on: the module name and its parsed payload. */
export interface DataUpdate {
  name: string;
  data: unknown;
}

/** The payload the reference server sends with data_update (as a JSON string). */
export interface DataChange {
  type: 'created' | 'updated' | 'deleted' | '*';
  ids: string[];
}

import type { NotifyMessage, PageResult } from '../../../contract/index';

export type { NotifyMessage };

export const flowDynamicKey = (userId: string | null) => ['shell', 'flowDynamic', userId] as const;
export const unreadNotifyKey = (userId: string | null) => ['shell', 'unreadNotify', userId] as const;
/** Every query of the user's notifications (the bell's unread list, 系统消息's pages): refreshed after a read. */
export const NOTIFICATIONS_KEY_PREFIX = ['shell', 'unreadNotify'] as const;

/** A received notify message goes on top of the list (replacing an older copy of itself). */
export function prependMessage(list: readonly NotifyMessage[] | undefined, message: unknown): NotifyMessage[] {
  if (message === null || typeof message !== 'object') return [...(list ?? [])];
  const item = message as NotifyMessage;
  return [item, ...(list ?? []).filter((existing) => !item.Id || existing.Id !== item.Id)];
}

/** The unread page after a message arrived live: on top, and counted once (a copy already held is not counted again). */
export function prependUnread(page: PageResult<NotifyMessage> | undefined, message: unknown): PageResult<NotifyMessage> {
  const data = page?.Data ?? [];
  if (message === null || typeof message !== 'object' || (message as NotifyMessage).IsRead === true) return { Total: page?.Total ?? 0, Data: [...data] };
  const known = data.some((existing) => existing.Id !== undefined && existing.Id === (message as NotifyMessage).Id);
  return { Total: (page?.Total ?? 0) + (known ? 0 : 1), Data: prependMessage(data, message) };
}

import type { NotifyMessage } from '../../../contract/index';

export type { NotifyMessage };

export const flowDynamicKey = (userId: string | null) => ['shell', 'flowDynamic', userId] as const;
export const unreadNotifyKey = (userId: string | null) => ['shell', 'unreadNotify', userId] as const;

/** A received notify message goes on top of the list (replacing an older copy of itself). */
export function prependMessage(list: readonly NotifyMessage[] | undefined, message: unknown): NotifyMessage[] {
  if (message === null || typeof message !== 'object') return [...(list ?? [])];
  const item = message as NotifyMessage;
  return [item, ...(list ?? []).filter((existing) => !item.Id || existing.Id !== item.Id)];
}

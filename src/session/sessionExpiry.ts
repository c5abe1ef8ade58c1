/**
 * Whether the login page should say 登录已过期,请重新登录 (D-UI-15): this browser tab held a session that ended
 * without the person logging out — idle or absolute expiry, ended on another instance or by an administrator. A mark in
 * sessionStorage (it survives the reload that may come before the login page, and stays with the tab) is set while a
 * user is logged in and removed on a deliberate logout or temporary leave; the login page takes it once.
 */
export const SESSION_HELD_KEY = 'kygl.sessionHeld';
export const SESSION_EXPIRED_TEXT = '登录已过期,请重新登录';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const tabStorage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

export function noteSessionHeld(storage: Storage | null = tabStorage()): void {
  storage?.setItem(SESSION_HELD_KEY, '1');
}

export function noteLoggedOut(storage: Storage | null = tabStorage()): void {
  storage?.removeItem(SESSION_HELD_KEY);
}

/** True once after a session ended on its own; the mark is gone afterwards. */
export function takeExpiredNotice(storage: Storage | null = tabStorage()): boolean {
  const held = storage?.getItem(SESSION_HELD_KEY) === '1';
  storage?.removeItem(SESSION_HELD_KEY);
  return held;
}

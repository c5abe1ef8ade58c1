/**
 * Whether a temporary leave is pending (the login page then offers 取消离开). Apart from the session actions, so the
 * login page asks without loading them (D-PERF-4f).
 */
export const LEAVE_PENDING_KEY = 'tempLeavePending';

export function isLeavePending(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(LEAVE_PENDING_KEY) === '1';
  } catch {
    return false;
  }
}

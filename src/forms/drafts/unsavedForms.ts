/**
 * Which open forms hold unsaved changes, by the page tab they live in: the tab strip asks before
 * closing such a tab, the browser before unloading the page. A form registers a check, not a flag, so the answer is
 * taken at the moment of asking (input typed a moment ago included).
 */
export interface UnsavedForms {
  /** Registers a form's dirty check under its tab key; returns the unregister function. */
  register(key: string, isDirty: () => boolean): () => void;
  isDirty(key: string): boolean;
  anyDirty(): boolean;
}

export function createUnsavedForms(): UnsavedForms {
  const checks = new Map<string, Set<() => boolean>>();
  const isDirty = (key: string) => [...(checks.get(key) ?? [])].some((check) => check());
  return {
    register(key, check) {
      const set = checks.get(key) ?? new Set();
      set.add(check);
      checks.set(key, set);
      return () => {
        set.delete(check);
        if (set.size === 0 && checks.get(key) === set) checks.delete(key);
      };
    },
    isDirty,
    anyDirty: () => [...checks.keys()].some(isDirty),
  };
}

/** The app's open forms. */
export const unsavedForms = createUnsavedForms();

/** The confirm shown before a tab with unsaved changes closes. */
export const UNSAVED_CLOSE_QUESTION = '当前页面有未保存的修改,确定关闭吗?';

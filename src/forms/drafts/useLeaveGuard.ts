import { useEffect, useRef } from 'react';
import { useCurrentPage } from '../../layout/tabs/pageContext';
import { unsavedForms } from './unsavedForms';

/**
 * Asks before edits are lost, for an editor that keeps no draft (the flow designer, the score rules): the tab strip
 * asks before closing the page's tab (unsavedForms), the browser before unloading. `dirty` is read when asked, so the
 * guard never re-registers as edits come and go.
 */
export function useLeaveGuard(fallbackKey: string, dirty: boolean): void {
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const page = useCurrentPage();
  const key = page?.key ?? fallbackKey;
  useEffect(() => {
    const unregister = unsavedForms.register(key, () => dirtyNow.current);
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyNow.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      unregister();
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [key]);
}

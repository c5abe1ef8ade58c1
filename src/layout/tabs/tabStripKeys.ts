import type { PageTab } from './tabsModel';

/** What a key pressed on a tab of the strip does (PageTabs.tsx), or null for a key the strip leaves alone. */
export type TabStripKeyAction = { kind: 'open'; key: string } | { kind: 'close'; key: string } | { kind: 'focus'; key: string } | null;

/** ←/→ move to the neighbouring tab, Enter or Space opens the tab, Delete closes it if it may be closed. */
export function tabStripKeyAction(pressed: string, tabs: readonly PageTab[], index: number): TabStripKeyAction {
  const tab = tabs[index];
  if (!tab) return null;
  if (pressed === 'Enter' || pressed === ' ') return { kind: 'open', key: tab.key };
  if (pressed === 'Delete') return tab.closeable ? { kind: 'close', key: tab.key } : null;
  if (pressed === 'ArrowRight' || pressed === 'ArrowLeft') {
    const next = tabs[index + (pressed === 'ArrowRight' ? 1 : -1)];
    return next ? { kind: 'focus', key: next.key } : null;
  }
  return null;
}

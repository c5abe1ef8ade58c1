import { resetTabsToHome as resetTabsStore } from '../layout/tabs/tabsStore';

/** Logout, leave and role switch keep only the home tab (the tabs strip's own reset). */
export function resetTabsToHome(): void {
  resetTabsStore();
}

import { createContext, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router';
import { closeTab } from './tabsModel';
import { tabsStore } from './tabsStore';

/** The tab a kept-alive page lives in, given by KeepAliveOutlet. */
export interface CurrentPage {
  key: string;
}

export const CurrentPageContext = createContext<CurrentPage | null>(null);

/** The tab of the calling page, or null outside the tabs (pages outside the shell). */
export function useCurrentPage(): CurrentPage | null {
  return useContext(CurrentPageContext);
}

/**
 * Closes the calling page's tab and goes to `url` — for a page that is done (a saved or cancelled form), so its stale
 * state does not stay behind in a hidden tab. Outside the tabs it only navigates.
 */
export function useCloseCurrentTab(): (url: string) => void {
  const page = useCurrentPage();
  const navigate = useNavigate();
  const key = page?.key;
  return useCallback(
    (url: string) => {
      if (key !== undefined) tabsStore.update((state) => closeTab(state, key));
      navigate(url);
    },
    [key, navigate],
  );
}

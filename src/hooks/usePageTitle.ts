import { createContext, useContext, useEffect } from 'react';
import { useTenant } from './useTenant';

/** The page title: the route title plus the tenant FullName (SH-ROUTE-2). */
export function pageTitle(title: string, tenantFullName: string | undefined): string {
  return tenantFullName ? `${title} - ${tenantFullName}` : title;
}

/** Who else hears a page's title: its page tab (src/layout/tabs), so the tab shows what the page calls itself. */
export const PageTitleListenerContext = createContext<((title: string) => void) | null>(null);

export function usePageTitle(title: string): void {
  const tenant = useTenant();
  const fullName = tenant.data?.FullName;
  const listener = useContext(PageTitleListenerContext);
  useEffect(() => {
    // After the page's first paint: writing document.title costs the browser a round trip,
    // and the tab bar re-renders for it; neither should delay the rows a person is waiting for.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        document.title = pageTitle(title, fullName);
        listener?.(title);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [title, fullName, listener]);
}

/** Sets a title the router knows before the page loads (the route table's), for pages that do not name themselves. */
export function PageTitle({ title }: { title: string }): null {
  usePageTitle(title);
  return null;
}

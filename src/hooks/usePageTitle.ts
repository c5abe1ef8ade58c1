import { useEffect } from 'react';
import { useTenant } from './useTenant';

/** The page title: the route title plus the tenant FullName (shell spec §2). */
export function pageTitle(title: string, tenantFullName: string | undefined): string {
  return tenantFullName ? `${title} - ${tenantFullName}` : title;
}

export function usePageTitle(title: string): void {
  const tenant = useTenant();
  const fullName = tenant.data?.FullName;
  useEffect(() => {
    document.title = pageTitle(title, fullName);
  }, [title, fullName]);
}

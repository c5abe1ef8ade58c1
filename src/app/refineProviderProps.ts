import routerProvider from '@refinedev/react-router';
import type { AppProviders } from '../../providers';

/** The providers every Refine root of this code base gets (the app, and the benchmark pages that embed its forms). */
export function refineProviderProps(providers: AppProviders) {
  return {
    routerProvider,
    dataProvider: providers.dataProvider,
    authProvider: providers.authProvider,
    accessControlProvider: providers.accessControlProvider,
    notificationProvider: providers.notificationProvider,
    i18nProvider: providers.i18nProvider,
  };
}

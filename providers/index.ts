import type { AccessControlProvider, I18nProvider } from '@refinedev/core';
import { createAccessControlProvider } from './access-control/createAccessControlProvider';
import { createDataProvider, type ModuleDataProvider } from './data/createDataProvider';
import { createI18nProvider } from './i18n/createI18nProvider';
import { createSessionProviders, type CreateProvidersOptions, type SessionProviders } from './sessionProviders';

export type { CreateProvidersOptions, SessionProviders } from './sessionProviders';

/** Everything Refine needs besides: records, access control and its texts. */
export interface AppProviders extends SessionProviders {
  dataProvider: ModuleDataProvider;
  accessControlProvider: AccessControlProvider;
  i18nProvider: I18nProvider;
}

/** Everything Refine needs, wired together, so the app only composes. No request is made until used. */
export function createProviders(options: CreateProvidersOptions = {}): AppProviders {
  return withRefineProviders(createSessionProviders(options));
}

const completed = new WeakMap<SessionProviders, AppProviders>();

/**
 * The session's providers with Refine's others, made once per session set: the descriptor cache and the list
 * prefetch live as long as the app, not as one mount of the shell.
 */
export function withRefineProviders(core: SessionProviders): AppProviders {
  let full = completed.get(core);
  if (!full) {
    full =
      'dataProvider' in core
        ? (core as AppProviders)
        : {
            ...core,
            dataProvider: createDataProvider(core.http),
            accessControlProvider: createAccessControlProvider(core.session),
            i18nProvider: createI18nProvider(),
          };
    completed.set(core, full);
  }
  return full;
}

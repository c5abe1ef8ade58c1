import type { I18nProvider } from '@refinedev/core';
import { translateFrom } from './translate';
import { zhHans } from './zhHans';

/** The UI language is zh-Hans only; antd and dayjs use zh-CN. */
export const LOCALE = 'zh-CN';

/** Refine's i18n provider for the one UI language; `extra` adds or overrides texts (e.g. resource titles). */
export function createI18nProvider(extra: Readonly<Record<string, string>> = {}): I18nProvider {
  const dictionary = { ...zhHans, ...extra };
  return {
    translate: (key: string, options?: unknown, defaultMessage?: string) => translateFrom(dictionary, key, options, defaultMessage),
    // One language: nothing to switch.
    changeLocale: () => Promise.resolve(),
    getLocale: () => LOCALE,
  };
}

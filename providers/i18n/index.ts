export { createI18nProvider, LOCALE } from './createI18nProvider';
export { interpolate, translateFrom } from './translate';
export { zhHans } from './zhHans';

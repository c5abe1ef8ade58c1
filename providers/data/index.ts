export { createDataProvider } from './createDataProvider';
export { DEFAULT_PAGE_SIZE, KEYWORD_FIELD, toPageFilter, toPagePara, UNPAGED_PAGE_SIZE } from './toPagePara';
export type { ListQuery, ModuleMeta } from './types';

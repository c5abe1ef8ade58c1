export { createDataProvider } from './createDataProvider';
export { fetchAllPages, type FetchAllPagesOptions } from './fetchAllPages';
export { isUnpaged, KEYWORD_FIELD, toPageFilter, toPagePara } from './toPagePara';
export type { ListQuery, ModuleMeta } from './types';
export { createDescriptorCache, moduleStrutsCache, type DescriptorCache } from './descriptorCache';
export { createNamedLock, NAMED_LOCK_POLL_MS, type NamedLock } from './namedLock';

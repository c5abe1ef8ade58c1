import { lazy, type ComponentType } from 'react';
import { withChunkTimeout } from './chunkLoad';

/** A route's page loaded on first use, with the spec's time-out and ChunkLoadError (chunkLoad.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props.
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(withChunkTimeout(load));
}

import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { lazyPage } from './lazyPage';

/**
 * A dialog or drawer whose code loads the first time it is shown (D-PERF-4f): until then nothing renders;
 * once shown it stays mounted, so it closes with its animation and opens again at once. Loaded through lazyPage, so
 * a failed chunk is the spec's ChunkLoadError, caught by the page's ChunkErrorBoundary.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props.
export function lazyWhenShown<P extends Record<string, any>>(
  load: () => Promise<{ default: ComponentType<P> }>,
  shown: (props: P) => boolean,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Lazy = lazyPage(load);
  function WhenShown(props: P) {
    const isShown = shown(props);
    const [wanted, setWanted] = useState(isShown);
    // Adjusting state while rendering (React's pattern for state derived from props): no extra effect pass.
    if (isShown && !wanted) setWanted(true);
    if (!wanted && !isShown) return null;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return WhenShown;
}

import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { alertStore } from './alertStore';
import '../../layout/shell.css';

// antd's Alert and Space and the HTML sanitizer load with the first alert, not with the first page
// (D-PERF-4f): a few kilobytes fetched once, when something is to be said.
const AlertCards = lazy(() => import('./AlertCards'));

/** Where alerts appear (top right), with the one-second clock that counts them down. Mounted once by the app. */
export function AlertHost() {
  const alerts = useSyncExternalStore(alertStore.subscribe, alertStore.list);
  const counting = alerts.some((alert) => alert.timeout > 0);
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => alertStore.tick(), 1000);
    return () => clearInterval(timer);
  }, [counting]);
  if (alerts.length === 0) return null;
  return (
    <div className="app-alert-host" aria-live="polite">
      <Suspense fallback={null}>
        <AlertCards alerts={alerts} />
      </Suspense>
    </div>
  );
}

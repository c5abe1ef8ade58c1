import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spin } from 'antd';
import { useSessionApi } from '../app/ApiContext';
import { useTenant } from '../hooks/useTenant';
import { decideNow, decideRoute, initialPasswordPath, type GuardDecision, type GuardDeps } from '../session/routeGuard';
import { rememberLastUrl } from './lastUrl';

/** What the guard shows while it decides (and the shell while its code loads). */
export const guardSpinner = <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;

/**
 * The route guard around the shell (SH-GUARD-1 to SH-GUARD-5). Decided synchronously when user and permissions are in
 * memory (so navigating never unmounts the shell and its kept-alive pages), otherwise after the guard's waits
 * (SH-CONST-7).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { session } = useSessionApi();
  const tenant = useTenant();
  const target = `${location.pathname}${location.search}`;
  const tenantSettled = !tenant.isPending;
  const deps = useMemo<GuardDeps>(() => ({ tenantReady: () => tenantSettled, session }), [tenantSettled, session]);
  const immediate = decideNow(target, deps);
  const [resolved, setResolved] = useState<{ target: string; decision: GuardDecision } | null>(null);

  useEffect(() => {
    if (immediate) return;
    let cancelled = false;
    void decideRoute(target, deps).then((decision) => {
      if (!cancelled) setResolved({ target, decision });
    });
    return () => {
      cancelled = true;
    };
    // `immediate` is derived from target and deps: deciding again only when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, deps, immediate === null]);

  const decision = immediate ?? (resolved?.target === target ? resolved.decision : null);
  useEffect(() => {
    if (decision?.kind === 'allow' && decision.remember) rememberLastUrl(target);
  }, [decision, target]);

  // A user who arrives while an anonymous page is shown (the home page at start) and must change the initial password
  // leaves the shell at once: its calls would all be refused (D-SEC-15).
  const user = useSyncExternalStore(session.subscribe, session.getUser);
  if (user?.MustChangePassword) return <Navigate to={initialPasswordPath(target)} replace />;
  if (!decision) return guardSpinner;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}

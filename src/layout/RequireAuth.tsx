import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spin } from 'antd';
import { useIsAuthenticated } from '@refinedev/core';
import { loginRedirectPath, rememberLastUrl } from './lastUrl';

/** Pages behind login: anonymous visitors go to /login?redirect={target}; the last visited address is remembered. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data, isLoading } = useIsAuthenticated();
  const target = `${location.pathname}${location.search}`;
  if (isLoading) return <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;
  if (!data?.authenticated) {
    console.info('未登陆: 跳转登录页', target);
    return <Navigate to={loginRedirectPath(target)} replace />;
  }
  rememberLastUrl(target);
  return <>{children}</>;
}

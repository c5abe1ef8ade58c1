import { useMemo } from 'react';
import { Link } from 'react-router';
import { Breadcrumb } from 'antd';
import { breadcrumbTrail } from '../menu/breadcrumbTrail';
import { useVisibleMenu } from '../menu/useVisibleMenu';

/** Where a page sits: 首页 / area / group / page, from the menu the person sees (D-UI-7). */
export function PageBreadcrumb({ url, title }: { url: string; title: string }) {
  const menu = useVisibleMenu();
  const trail = useMemo(() => breadcrumbTrail(menu, url, title), [menu, url, title]);
  if (trail.length === 0) return null;
  return (
    <Breadcrumb
      className="page-breadcrumb"
      items={trail.map((crumb, i) => ({
        key: `${i}`,
        title: crumb.path ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title,
      }))}
    />
  );
}

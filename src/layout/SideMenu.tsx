import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useVisibleMenu } from '../menu/useVisibleMenu';
import { menuIcon } from '../menu/menuIcons';
import type { MenuItem } from '../menu/menuTypes';
import { preloadMenuPath, preloadMenuPathsWhenIdle } from '../menu/menuPreload';

type AntdMenuItem = Required<MenuProps>['items'][number];

/** antd menu items keyed by position (a path may stand in two groups), with the path of each key. */
function toAntdItems(items: MenuItem[], paths: Map<string, string>, prefix = 'm'): AntdMenuItem[] {
  return items.map((item, index) => {
    const key = `${prefix}-${index}`;
    if (item.children) return { key, label: item.title, icon: menuIcon(item.icon), children: toAntdItems(item.children, paths, key) };
    if (!item.path) return { key, label: item.title, icon: menuIcon(item.icon) };
    const path = item.path;
    paths.set(key, path);
    // Hovering a line starts loading its page's code (menuPreload.ts).
    return { key, label: item.title, icon: menuIcon(item.icon), onMouseEnter: () => preloadMenuPath(path) };
  });
}

/** The left menu: dean or standard, filtered by the permission tree. `onNavigate`: after a line is chosen (the drawer closes). */
export function SideMenu({ onNavigate }: { onNavigate?: () => void } = {}) {
  const navigate = useNavigate();
  const location = useLocation();
  const menu = useVisibleMenu();
  const { items, paths } = useMemo(() => {
    const keyPaths = new Map<string, string>();
    return { items: toAntdItems(menu, keyPaths), paths: keyPaths };
  }, [menu]);
  const current = location.pathname.toLowerCase();
  const selectedKeys = useMemo(() => [...paths].filter(([, path]) => path.toLowerCase() === current).map(([key]) => key), [paths, current]);
  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selectedKeys}
      // A group just opened: its lines' pages load when the browser is idle.
      onOpenChange={(openKeys) => {
        const opened = openKeys.at(-1);
        if (opened) preloadMenuPathsWhenIdle([...paths].filter(([key]) => key.startsWith(`${opened}-`)).map(([, path]) => path));
      }}
      onClick={({ key }) => {
        const path = paths.get(String(key));
        if (path) navigate(path);
        onNavigate?.();
      }}
    />
  );
}

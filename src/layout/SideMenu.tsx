import { useDeferredValue, useMemo, useState } from 'react';
import type { MenuItem } from '../menu/menuTypes';
import { useLocation, useNavigate } from 'react-router';
import { Menu } from 'antd';
import { useVisibleMenu } from '../menu/useVisibleMenu';
import { menuIcon } from '../menu/menuIcons';
import { antdMenuModel } from '../menu/antdMenuItems';
import { preloadMenuPath, preloadMenuPathsWhenIdle } from '../menu/menuPreload';

const NO_LINES: MenuItem[] = [];

/** The left menu: dean or standard, filtered by the permission tree. `onNavigate`: after a line is chosen (the drawer closes). */
export function SideMenu({ onNavigate }: { onNavigate?: () => void } = {}) {
  const navigate = useNavigate();
  const location = useLocation();
  // Drawn just after the page's first paint, not in it: on a cold load its many components delayed a list's first rows,
  // and nobody reads the menu in the first tenth of a second (D-PERF-4k).
  const menu = useDeferredValue(useVisibleMenu(), NO_LINES);
  // The groups opened so far: only their lines are drawn (antdMenuItems.ts). The menu keeps its own open state.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const current = location.pathname.toLowerCase();
  const { items, paths } = useMemo(
    () => antdMenuModel(menu, { icon: menuIcon, onHover: preloadMenuPath, drawsGroup: (key) => opened.has(key), current }),
    [menu, opened, current],
  );
  const selectedKeys = useMemo(() => [...paths].filter(([, path]) => path.toLowerCase() === current).map(([key]) => key), [paths, current]);
  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selectedKeys}
      // A group just opened: its lines' pages load when the browser is idle.
      onOpenChange={(openKeys) => {
        if (openKeys.some((key) => !opened.has(key))) setOpened(new Set([...opened, ...openKeys]));
        const group = openKeys.at(-1);
        if (group) preloadMenuPathsWhenIdle([...paths].filter(([key]) => key.startsWith(`${group}-`)).map(([, path]) => path));
      }}
      onClick={({ key }) => {
        const path = paths.get(String(key));
        if (path) navigate(path);
        onNavigate?.();
      }}
    />
  );
}

import type { ReactNode } from 'react';
import { Drawer } from 'antd';

/** The menu as a drawer over the page below 1024 px (AppLayout.tsx loads it lazily). */
export default function MenuDrawer({ width, open, onClose, children }: { width: number; open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer placement="left" width={width} open={open} onClose={onClose} closable={false} styles={{ body: { padding: 0 } }} className="app-menu-drawer">
      {children}
    </Drawer>
  );
}

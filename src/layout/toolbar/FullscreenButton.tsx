import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { HoverTooltip } from '../../components/HoverTooltip';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';

/** Toggles the browser's full screen. */
export function FullscreenButton() {
  const [full, setFull] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    const done = full ? document.exitFullscreen?.() : document.documentElement.requestFullscreen?.();
    void done?.catch(() => undefined);
  };
  return (
    <HoverTooltip title={full ? '退出全屏' : '全屏'}>
      <Button type="text" aria-label={full ? '退出全屏' : '全屏'} icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggle} />
    </HoverTooltip>
  );
}

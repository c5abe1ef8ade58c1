import { useRef, useState, type PointerEvent } from 'react';
import { Button, theme } from 'antd';
import { HoverTooltip } from '../components/HoverTooltip';
import { CloseOutlined, MessageOutlined } from '@ant-design/icons';
import { useApi } from '../app/ApiContext';
import { useUiSettings } from '../settings/useUiSettings';
import { clampToViewport, DRAG_THRESHOLD_PX, FEEDBACK_TAB_SIZE as SIZE, feedbackUrl, restingPosition, type Point } from './feedbackPosition';

/** The floating, draggable 问题反馈 button; hidden through its × (shown again from the settings drawer). */
export function FeedbackButton() {
  const { baseUrl } = useApi();
  const [settings, set] = useUiSettings();
  const [position, setPosition] = useState<Point>(() => restingPosition({ width: window.innerWidth, height: window.innerHeight }));
  const drag = useRef<{ start: Point; origin: Point; moved: boolean } | null>(null);
  // The chosen navigation colour (and its dark-theme shade), like the menu's selection and the logo.
  const { token } = theme.useToken();
  if (settings.supportPanel !== '1') return null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { start: { x: event.clientX, y: event.clientY }, origin: position, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    current.moved = true;
    setPosition(clampToViewport({ x: current.origin.x + dx, y: current.origin.y + dy }, SIZE, { width: window.innerWidth, height: window.innerHeight }));
  };
  const onPointerUp = () => {
    const current = drag.current;
    drag.current = null;
    if (current && !current.moved) window.open(feedbackUrl(baseUrl, window.location.href), '_blank');
  };

  return (
    <div className="feedback-float" style={{ left: position.x, top: position.y, background: token.colorPrimary }}>
      <div
        role="button"
        tabIndex={0}
        aria-label="问题反馈"
        className="feedback-handle"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onKeyDown={(event) => {
          if (event.key === 'Enter') window.open(feedbackUrl(baseUrl, window.location.href), '_blank');
        }}
      >
        <MessageOutlined />
        <span className="feedback-label">问题反馈</span>
      </div>
      <HoverTooltip title="隐藏问题反馈">
        <Button size="small" type="text" aria-label="隐藏问题反馈" icon={<CloseOutlined />} onClick={() => set({ supportPanel: '0' })} />
      </HoverTooltip>
    </div>
  );
}

import { useEffect, useRef, useState, type HTMLAttributes, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { Tooltip } from 'antd';

/** antd's own delays before a hover tooltip opens and closes (mouseEnterDelay / mouseLeaveDelay). */
const HOVER_DELAY_MS = 100;

interface HoverTooltipProps {
  title: ReactNode;
  children: ReactElement;
  /** What an outer trigger (a Popover around it) hands its child: passed on to the wrapper, as antd's Tooltip does. */
  [passedOn: string]: unknown;
}

/**
 * antd's Tooltip, shown on hover as antd's is, made the first time the pointer comes over its child: the shell's
 * toolbar and every sortable column title drew one on each first paint, a trigger with resize observers drawn again as
 * it mounted, that most people never hover (D-PERF-4m). A wrapper that stays mounted follows the pointer in and out and
 * opens the tooltip: the child is mounted again inside the Tooltip under a pointer that has not moved, and the browser
 * would tell the new element neither that the pointer is over it nor that it left.
 */
export function HoverTooltip({ title, children, ...passedOn }: HoverTooltipProps) {
  const [made, setMade] = useState(false);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const openLater = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), HOVER_DELAY_MS);
  };
  const outer = passedOn as HTMLAttributes<HTMLSpanElement>;
  return (
    <span
      {...outer}
      className={outer.className ? `hover-tooltip ${outer.className}` : 'hover-tooltip'}
      onPointerEnter={(event: PointerEvent<HTMLSpanElement>) => {
        outer.onPointerEnter?.(event);
        setMade(true);
        openLater(true);
      }}
      onPointerLeave={(event: PointerEvent<HTMLSpanElement>) => {
        outer.onPointerLeave?.(event);
        openLater(false);
      }}
    >
      {made ? (
        <Tooltip title={title} open={open}>
          {children}
        </Tooltip>
      ) : (
        children
      )}
    </span>
  );
}

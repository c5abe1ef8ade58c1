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
 *
 * The wrapper follows the browser's pointerover / pointerout, not React's onPointerEnter / onPointerLeave: a sorted
 * list's loading veil (antd's Spin over the table, its header too) takes the pointer off a column title and gives it
 * back when it is removed, and the browser then says the pointer came from the veil's parent. React makes its enter
 * from the veil's pointerout, which a removed element never sends, so the title's hint (点击降序) stayed closed under a
 * pointer that had not moved.
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
      onPointerOver={(event: PointerEvent<HTMLSpanElement>) => {
        outer.onPointerOver?.(event);
        setMade(true);
        openLater(true);
      }}
      onPointerOut={(event: PointerEvent<HTMLSpanElement>) => {
        outer.onPointerOut?.(event);
        // Moving between the child's own parts is no leaving.
        const to = event.relatedTarget;
        if (!(to instanceof Node && event.currentTarget.contains(to))) openLater(false);
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

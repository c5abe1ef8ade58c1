import { cloneElement, useState, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { Tooltip } from 'antd';

type PointerHandler = (event: PointerEvent) => void;

interface HoverTooltipProps {
  title: ReactNode;
  children: ReactElement<{ onPointerEnter?: PointerHandler }>;
  /** What an outer trigger (a Popover around it) hands its child: passed on to the child, as antd's Tooltip does. */
  [passedOn: string]: unknown;
}

/**
 * antd's Tooltip (shown on hover, as antd's is by default) made the first time the pointer comes over its child, then
 * kept: the shell's toolbar drew seven tooltips on every first paint, each a trigger with resize observers drawn again
 * as it mounted, that most people never hover (issue 16). Made by that first hover, it opens at once.
 */
export function HoverTooltip({ title, children, ...passedOn }: HoverTooltipProps) {
  const [made, setMade] = useState(false);
  if (made) {
    return (
      <Tooltip title={title} defaultOpen {...passedOn}>
        {children}
      </Tooltip>
    );
  }
  const handlers = [passedOn.onPointerEnter, children.props.onPointerEnter] as Array<PointerHandler | undefined>;
  return cloneElement(children, {
    ...passedOn,
    onPointerEnter: (event: PointerEvent) => {
      handlers.forEach((handler) => handler?.(event));
      setMade(true);
    },
  });
}

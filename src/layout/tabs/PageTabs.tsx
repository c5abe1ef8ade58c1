import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Dropdown } from 'antd';
import { CloseOutlined, EllipsisOutlined } from '@ant-design/icons';
import type { TabsState } from './tabsModel';
import { tabMenuEntries, type TabMenuAction } from './tabMenu';
import { useTabs } from './useTabs';
import { tabStripKeyAction } from './tabStripKeys';
import { useGuardedTabClose } from './useGuardedTabClose';

/**
 * The strip of open pages above the content; right-click a tab for 关闭所有 / 关闭当前 / 关闭其他 / 关闭左侧 / 关闭右侧.
 *
 * Drawn as antd's small card tabs look, with class names and CSS of its own (pageTabs.css, in shell.css; on the theme's variables of
 * themeVariables.ts): antd's Tabs (rc-tabs) measured every tab in layout effects and rendered again with the sizes, a
 * forced layout of the whole page and a second render of the strip before a cold list's first paint (D-PERF-4l). The strip scrolls sideways when the tabs outgrow it (the wheel scrolls it too), and
 * the active tab is scrolled into view when it changes. One context menu serves every tab: it opens on the tab
 * right-clicked. Keyboard: ←/→ move between tabs, Enter or Space opens one, Delete closes it.
 *
 * With more tabs than fit, as antd's Tabs do: a shadow on the side where tabs are hidden and a 更多 button at the end
 * listing every open page, the hidden ones included (D-TAB-7). Whether they fit is read by a ResizeObserver (after
 * layout, never forcing one) and on scroll.
 */
export function PageTabs() {
  const tabs = useTabs();
  const close = useGuardedTabClose(tabs);
  const state: TabsState = { tabs: tabs.tabs, activeKey: tabs.activeKey };
  const [menuKey, setMenuKey] = useState(tabs.activeKey);
  const listRef = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);
  const overflow = useStripOverflow(listRef, tabs.tabs.length);

  // The active tab in view: when it changes, and once the strip has first been laid out (read in the frame before the
  // first paint, after React's work, so it does not force a layout of a page still being built).
  useLayoutEffect(() => {
    // (Newer browsers' scrollIntoView returns a promise: nothing of it may become the effect's clean-up.)
    const showActive = () => void listRef.current?.querySelector<HTMLElement>('.page-tab-active')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    if (mounted.current) {
      showActive();
      return;
    }
    mounted.current = true;
    const frame = requestAnimationFrame(showActive);
    return () => cancelAnimationFrame(frame);
  }, [tabs.activeKey]);

  // The 更多 button appearing narrows the strip: the active tab is brought back into view beside it.
  const overflowing = overflow.left || overflow.right;
  useEffect(() => {
    if (overflowing) void listRef.current?.querySelector<HTMLElement>('.page-tab-active')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [overflowing]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const action = tabStripKeyAction(event.key, tabs.tabs, index);
    if (action?.kind === 'open') {
      event.preventDefault();
      tabs.activate(action.key);
    } else if (action?.kind === 'close') {
      close('closeCurrent', action.key);
    } else if (action?.kind === 'focus') {
      listRef.current?.querySelector<HTMLElement>(`[data-node-key="${CSS.escape(action.key)}"] .page-tab-btn`)?.focus();
    }
  };

  return (
    <div className="page-tabs">
      <Dropdown
        trigger={['contextMenu']}
        menu={{
          items: tabMenuEntries(state, menuKey).map((entry) => ({ key: entry.action, label: entry.label, disabled: entry.disabled })),
          onClick: ({ key, domEvent }) => {
            domEvent.stopPropagation();
            close(key as TabMenuAction, menuKey);
          },
        }}
      >
        <div role="tablist" className="page-tabs-nav">
          <div className={`page-tabs-viewport${overflow.left ? ' page-tabs-ping-left' : ''}${overflow.right ? ' page-tabs-ping-right' : ''}`}>
            <div
              className="page-tabs-scroller"
              ref={listRef}
              onScroll={overflow.update}
              onWheel={(event) => {
                if (event.deltaY !== 0 && event.currentTarget.scrollWidth > event.currentTarget.clientWidth) event.currentTarget.scrollLeft += event.deltaY;
              }}
            >
              <div className="page-tabs-list">
                {tabs.tabs.map((tab, index) => {
                  const active = tab.key === tabs.activeKey;
                  return (
                    <div
                      key={tab.key}
                      data-node-key={tab.key}
                      className={`page-tab${active ? ' page-tab-active' : ''}${tab.closeable ? ' page-tab-closeable' : ''}`}
                      onClick={() => tabs.activate(tab.key)}
                      onContextMenu={() => setMenuKey(tab.key)}
                    >
                      <div role="tab" aria-selected={active} tabIndex={active ? 0 : -1} className="page-tab-btn" onKeyDown={(event) => onKeyDown(event, index)}>
                        <span className="page-tab-label" data-tab-key={tab.key}>
                          {tab.title}
                        </span>
                      </div>
                      {tab.closeable ? (
                        <button
                          type="button"
                          aria-label={`关闭 ${tab.title}`}
                          tabIndex={-1}
                          className="page-tab-remove"
                          onClick={(event) => {
                            event.stopPropagation();
                            close('closeCurrent', tab.key);
                          }}
                        >
                          <CloseOutlined />
                        </button>
                      ) : null}
                    </div>
                  );
                })}
              </div>
            </div>
          </div>
          {overflow.left || overflow.right ? (
            <div className="page-tabs-more">
              <Dropdown
                trigger={['click']}
                placement="bottomRight"
                menu={{
                  items: tabs.tabs.map((tab) => ({ key: tab.key, label: tab.title })),
                  selectable: true,
                  selectedKeys: [tabs.activeKey],
                  style: { maxHeight: 400, overflowY: 'auto' },
                  onClick: ({ key, domEvent }) => {
                    domEvent.stopPropagation();
                    tabs.activate(key);
                  },
                }}
              >
                <button
                  type="button"
                  className="page-tabs-more-button"
                  aria-label="更多标签页"
                  title="更多标签页"
                  onContextMenu={(event) => event.stopPropagation()}
                >
                  <EllipsisOutlined />
                </button>
              </Dropdown>
            </div>
          ) : null}
        </div>
      </Dropdown>
    </div>
  );
}

/** Whether tabs are hidden to the left or right of the strip's visible part; `update` re-reads it (on scroll). */
function useStripOverflow(listRef: RefObject<HTMLDivElement | null>, count: number) {
  const [left, setLeft] = useState(false);
  const [right, setRight] = useState(false);
  const update = () => {
    const element = listRef.current;
    if (!element) return;
    setLeft(element.scrollLeft > 1);
    setRight(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
  };
  const updateRef = useRef(update);
  updateRef.current = update;
  useEffect(() => {
    const element = listRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The strip and its list: the window or the menu changing the strip's width, a tab opened or closed changing the list's.
    const observer = new ResizeObserver(() => updateRef.current());
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [listRef, count]);
  return { left, right, update };
}

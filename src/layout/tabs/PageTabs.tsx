import { Dropdown, Tabs } from 'antd';
import type { PageTab, TabsState } from './tabsModel';
import { tabMenuEntries, type TabMenuAction } from './tabMenu';
import { useTabs } from './useTabs';
import { useGuardedTabClose } from './useGuardedTabClose';

function TabLabel({ tab, state, onAction }: { tab: PageTab; state: TabsState; onAction: (action: TabMenuAction, key: string) => void }) {
  return (
    <Dropdown
      trigger={['contextMenu']}
      menu={{
        items: tabMenuEntries(state, tab.key).map((entry) => ({ key: entry.action, label: entry.label, disabled: entry.disabled })),
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          onAction(key as TabMenuAction, tab.key);
        },
      }}
    >
      <span className="page-tab-label" data-tab-key={tab.key}>
        {tab.title}
      </span>
    </Dropdown>
  );
}

/** The strip of open pages above the content; right-click a tab for 关闭所有 / 关闭当前 / 关闭其他 / 关闭左侧 / 关闭右侧. */
export function PageTabs() {
  const tabs = useTabs();
  const close = useGuardedTabClose(tabs);
  const state: TabsState = { tabs: tabs.tabs, activeKey: tabs.activeKey };
  return (
    <Tabs
      className="page-tabs"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={tabs.activeKey}
      onChange={tabs.activate}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') close('closeCurrent', key);
      }}
      items={tabs.tabs.map((tab) => ({ key: tab.key, closable: tab.closeable, label: <TabLabel tab={tab} state={state} onAction={close} /> }))}
      tabBarStyle={{ marginBottom: 12 }}
    />
  );
}

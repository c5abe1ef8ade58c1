import { useCallback } from 'react';
import { unsavedForms, UNSAVED_CLOSE_QUESTION } from '../../forms/drafts/unsavedForms';
import { applyTabMenuAction, closedTabKeys, type TabMenuAction } from './tabMenu';
import { tabsStore } from './tabsStore';
import type { TabsApi } from './useTabs';
import { useApp } from '../../app/AppHolders';

/**
 * The tab strip's close actions (×, and the context menu's 关闭…), asking first when a tab they would close holds a
 * form with unsaved changes. 确定 closes (the form keeps its draft, offered back when reopened);
 * 取消 leaves every tab as it was.
 */
export function useGuardedTabClose(tabs: TabsApi): (action: TabMenuAction, key: string) => void {
  const { modal } = useApp();
  return useCallback(
    (action: TabMenuAction, key: string) => {
      const before = tabsStore.getState();
      const closing = closedTabKeys(before, applyTabMenuAction(before, action, key));
      if (!closing.some((closed) => unsavedForms.isDirty(closed))) {
        tabs.run(action, key);
        return;
      }
      modal.confirm({
        title: '提示',
        content: UNSAVED_CLOSE_QUESTION,
        okText: '确定',
        cancelText: '取消',
        onOk: () => tabs.run(action, key),
      });
    },
    [modal, tabs],
  );
}

import { useMemo } from 'react';
import { Alert, Button, Input, Space, Spin, Tree, type TreeDataNode } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import type { GrantArea } from '../../../../core/permissions/grantTree';
import { GrantSummaryCard } from './GrantSummaryCard';
import { HighlightedTitle } from './HighlightedTitle';
import { usePermissionTree } from './usePermissionTree';

/** The tree's own height: it scrolls (virtually) inside, so the form's 保存 stays in reach. */
const TREE_HEIGHT_PX = 480;

function treeData(areas: readonly GrantArea[], keyword: string): TreeDataNode[] {
  return areas.map((area) => ({
    key: area.key,
    title: <HighlightedTitle title={area.title} keyword={keyword} />,
    children: area.modules.map((module) => ({
      key: module.id,
      title: <HighlightedTitle title={module.name} keyword={keyword} />,
      children: module.actions.map((action) => ({ key: action.id, title: <HighlightedTitle title={action.name} keyword={keyword} />, isLeaf: true })),
    })),
  }));
}

/**
 * A role's 权限 (Permission_Ids) as a checkable tree: area → module → action with Chinese names, 全选 of a module or
 * an area by its own checkbox, search that narrows and marks, and the summary of what the role may do beside it.
 */
export function PermissionTreeWidget({ id, value, onChange, disabled, readonly }: WidgetProps) {
  const ids = useMemo(() => (Array.isArray(value) ? value.map(String) : []), [value]);
  const tree = usePermissionTree(ids, (next) => onChange(next));
  const data = useMemo(() => treeData(tree.shown, tree.keyword), [tree.shown, tree.keyword]);
  const shownChecked = useMemo(() => {
    const keys: string[] = [];
    for (const area of tree.shown)
      for (const module of area.modules) for (const action of module.actions) if (tree.checked.has(action.id)) keys.push(action.id);
    return keys;
  }, [tree.shown, tree.checked]);
  if (tree.failed) return <Alert type="error" showIcon message="权限加载失败，请刷新后重试" />;
  return (
    <div id={id} style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      <div style={{ flex: '1 1 360px', minWidth: 0 }}>
        <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
          <Input.Search
            allowClear
            placeholder="搜索模块或操作，如 论文、审核"
            value={tree.keyword}
            onChange={(event) => tree.search(event.target.value)}
            maxLength={50}
          />
        </Space.Compact>
        <Space size={4} style={{ marginBottom: 8 }}>
          <Button size="small" onClick={tree.expandAll}>
            展开全部
          </Button>
          <Button size="small" onClick={tree.collapseAll}>
            收起全部
          </Button>
        </Space>
        {tree.loading ? (
          <Spin style={{ display: 'block', margin: '32px auto' }} />
        ) : data.length === 0 ? (
          <Alert type="info" showIcon message="没有符合条件的模块或操作" />
        ) : (
          <Tree
            checkable
            selectable={false}
            blockNode
            height={TREE_HEIGHT_PX}
            disabled={disabled || readonly}
            treeData={data}
            checkedKeys={shownChecked}
            expandedKeys={tree.expanded}
            onExpand={(keys) => tree.setExpanded(keys.map(String))}
            onCheck={(_, info) => tree.toggle(String(info.node.key), info.checked)}
          />
        )}
      </div>
      <GrantSummaryCard summary={tree.summary} unshownCount={tree.unshownCount} />
    </div>
  );
}

import { useMemo, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PermissionNode } from '../../../../contract/index';
import { buildGrantTree, type GrantArea } from '../../../../core/permissions/grantTree';
import { filterGrantTree } from '../../../../core/permissions/grantSearch';
import { checkedActionIds, permissionIdsFor, toggleNode, unshownIds } from '../../../../core/permissions/grantSelection';
import { summarizeGrants, type GrantSummary } from '../../../../core/permissions/grantSummary';
import { useApi } from '../../../app/ApiContext';
import { withDesignedEntries } from '../../../menu/designedMenu';
import { STANDARD_MENU } from '../../../menu/menus';
import { useDesignedMenuEntries } from '../../../menu/useDesignedMenuEntries';
import { menuAreaPlan } from './permissionAreas';

export interface PermissionTreeController {
  loading: boolean;
  failed: boolean;
  keyword: string;
  search(keyword: string): void;
  /** The tree as the search shows it. */
  shown: GrantArea[];
  /** Checked action ids (all of them, shown or not). */
  checked: ReadonlySet<string>;
  /** Check or clear a node (area, module or action) as shown. */
  toggle(key: string, check: boolean): void;
  expanded: string[];
  setExpanded(keys: string[]): void;
  expandAll(): void;
  collapseAll(): void;
  summary: GrantSummary;
  /** Ids of the role that the tree does not show (kept on save). */
  unshownCount: number;
}

const everyKey = (areas: readonly GrantArea[]): string[] => areas.flatMap((area) => [area.key, ...area.modules.map((module) => module.id)]);

/**
 * The role editor's state: the permission nodes (the editor's own tree: every node for an administrator), arranged
 * by the menu's areas; the search; the checked actions ↔ the role's Permission_Ids (the form's value).
 */
export function usePermissionTree(value: readonly string[], onChange: (ids: string[]) => void): PermissionTreeController {
  const { session } = useApi();
  const user = useSyncExternalStore(session.subscribe, session.getUser);
  const nodes = useQuery<PermissionNode[]>({
    queryKey: ['permissionNodes', user?.Id ?? null, user?.Curr?.Role_Id ?? null],
    queryFn: () => session.loadPermissions(),
    enabled: user !== null,
    staleTime: Infinity,
  });
  // The modules added in the designer stand in the area of their menu group, as in the menu.
  const designed = useDesignedMenuEntries();
  const areaPlan = useMemo(() => menuAreaPlan(withDesignedEntries(STANDARD_MENU, designed)), [designed]);
  const tree = useMemo(() => buildGrantTree(nodes.data ?? [], areaPlan), [nodes.data, areaPlan]);
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => filterGrantTree(tree, keyword), [tree, keyword]);
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const checked = useMemo(() => checkedActionIds(tree, value), [tree, value]);
  const summary = useMemo(() => summarizeGrants(tree, checked), [tree, checked]);

  return {
    loading: nodes.isLoading,
    failed: nodes.isError,
    keyword,
    search(next) {
      setKeyword(next);
      // A search opens what it found; clearing it folds the tree back to its areas.
      setExpanded(next.trim() === '' ? null : everyKey(filterGrantTree(tree, next)));
    },
    shown,
    checked,
    toggle(key, check) {
      onChange(permissionIdsFor(tree, toggleNode(shown, checked, key, check), value));
    },
    // Unsearched, the tree opens on its areas alone: the whole map on one screen, each opened when wanted.
    expanded: expanded ?? [],
    setExpanded,
    expandAll: () => setExpanded(everyKey(shown)),
    collapseAll: () => setExpanded([]),
    summary,
    unshownCount: unshownIds(tree, value).length,
  };
}

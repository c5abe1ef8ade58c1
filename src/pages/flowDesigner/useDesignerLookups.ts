import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useList } from '@refinedev/core';
import type { ApiRecord, FlowModuleInfo } from '../../../contract/index';
import type { FlowNode } from '../../../contract/flowDefinition';
import { everyNode, nodeKindOf } from '../../../core/flow/nodeKinds/index';
import { getFlowModules } from '../../../providers/endpoints/flowCenter';
import { useApi } from '../../app/ApiContext';
import { useModuleStruts } from '../../hooks/useModuleStruts';
import { conditionFields, type ConditionField } from './conditionFields';
import type { DesignerNames } from './designerText';

/** Roles an institute has are few; one page holds them all. */
const ROLE_PAGE_SIZE = 500;

export interface RoleChoice {
  code: string;
  name: string;
}

/** A user as the pickers show them: 姓名(账号). */
export interface UserChoice {
  account: string;
  name: string;
}

export function userLabel(user: UserChoice): string {
  return user.name ? `${user.name}(${user.account})` : user.account;
}

export function toUserChoice(row: ApiRecord): UserChoice | null {
  return typeof row.Account === 'string' && row.Account ? { account: row.Account, name: typeof row.Name === 'string' ? row.Name : '' } : null;
}

/** Every account the tree names (approvers, 抄送, those handed a step nobody else can approve), to look their names up. */
function namedAccounts(nodes: readonly FlowNode[]): string[] {
  const accounts = new Set<string>();
  for (const node of everyNode(nodes)) {
    for (const { source } of nodeKindOf(node.Kind)?.named?.(node) ?? []) if (source.Type === 'Users') for (const a of source.Accounts) accounts.add(a);
  }
  return [...accounts].sort();
}

export interface DesignerLookups {
  modules: FlowModuleInfo[];
  modulesLoading: boolean;
  roles: RoleChoice[];
  fields: ConditionField[];
  /** The names of those fields once the module's descriptors have come (undefined until then: not checked). */
  fieldNames: readonly string[] | undefined;
  names: DesignerNames;
  /** Users the pickers have shown: their names are known at once, before the lookup answers. */
  rememberUsers(users: readonly UserChoice[]): void;
}

/**
 * What the designer shows by name: the approval modules, the roles, the people the tree names, the chosen module's
 * fields. Codes are never the fallback for a role or field: a name still loading shows as …, an unknown one says so.
 */
export function useDesignerLookups(moduleName: string, nodes: readonly FlowNode[]): DesignerLookups {
  const { http } = useApi();
  const modules = useQuery({ queryKey: ['flowModules'], queryFn: ({ signal }) => getFlowModules(http, signal), staleTime: 5 * 60 * 1000, retry: false });
  const roleList = useList<ApiRecord>({
    resource: 'Role',
    pagination: { currentPage: 1, pageSize: ROLE_PAGE_SIZE },
    sorters: [{ field: 'SortCode', order: 'asc' }],
  });
  const roles = useMemo<RoleChoice[]>(
    () => roleList.result.data.flatMap((row) => (typeof row.EnCode === 'string' && row.EnCode ? [{ code: row.EnCode, name: String(row.Name ?? '') }] : [])),
    [roleList.result.data],
  );
  const accounts = useMemo(() => namedAccounts(nodes), [nodes]);
  const userList = useList<ApiRecord>({
    resource: 'User',
    filters: [{ field: 'Account', operator: 'in', value: accounts }],
    pagination: { currentPage: 1, pageSize: Math.max(1, accounts.length) },
    queryOptions: { enabled: accounts.length > 0 },
  });
  const [seen, setSeen] = useState<ReadonlyMap<string, string>>(new Map());
  const rememberUsers = useCallback((users: readonly UserChoice[]) => {
    setSeen((previous) => {
      if (users.every((u) => previous.get(u.account) === u.name)) return previous;
      const next = new Map(previous);
      for (const u of users) next.set(u.account, u.name);
      return next;
    });
  }, []);
  const struts = useModuleStruts(moduleName || undefined);
  const fields = useMemo(() => conditionFields(struts.data?.FieldInfoStruts ?? []), [struts.data]);
  const fieldNames = useMemo(() => (struts.data ? fields.map((f) => f.name) : undefined), [struts.data, fields]);

  const names = useMemo<DesignerNames>(() => {
    const userNames = new Map(seen);
    for (const row of userList.result.data) {
      const user = toUserChoice(row);
      if (user) userNames.set(user.account, user.name);
    }
    const roleNames = new Map(roles.map((r) => [r.code, r.name]));
    const fieldNames = new Map(fields.map((f) => [f.name, f.label]));
    return {
      role: (code) => roleNames.get(code) ?? (roleList.query.isLoading ? '…' : '(已删除的角色)'),
      user: (account) => userNames.get(account) || (userList.query.isLoading ? '…' : account),
      field: (name) => fieldNames.get(name) ?? (struts.isLoading ? '…' : '(已删除的字段)'),
    };
  }, [seen, userList.result.data, userList.query.isLoading, roles, roleList.query.isLoading, fields, struts.isLoading]);

  return { modules: modules.data ?? [], modulesLoading: modules.isLoading, roles, fields, fieldNames, names, rememberUsers };
}

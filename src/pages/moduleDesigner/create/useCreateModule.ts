import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useList } from '@refinedev/core';
import type { ApiRecord } from '../../../../contract/index';
import { createModule } from '../../../../providers/endpoints/moduleDesigner';
import { useApi } from '../../../app/ApiContext';
import { useApp } from '../../../app/appApi';
import { createBody, type Choice, type CreateModuleValues } from './createModuleModel';

/** Far above the roles an institute keeps (ten at first start). */
const ROLE_PAGE_SIZE = 500;
export const MODULE_CREATED = '模块已创建';

/**
 * 新建模块: the form's open state, the roles to grant, and the call. Once made, the designer's lists and the caller's
 * permission tree and menu are asked afresh (the module's nodes and entry are new), and `onCreated` opens the module.
 */
export function useCreateModule(onCreated: (name: string) => void) {
  const { http, session } = useApi();
  const { message } = useApp();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const roleList = useList<ApiRecord>({
    resource: 'Role',
    pagination: { currentPage: 1, pageSize: ROLE_PAGE_SIZE },
    sorters: [{ field: 'SortCode', order: 'asc' }],
    queryOptions: { enabled: open },
  });
  const roles = useMemo<Choice[]>(() => roleList.result.data.map((row) => ({ value: String(row.Id), label: String(row.Name ?? '') })), [roleList.result.data]);

  const submit = async (values: CreateModuleValues) => {
    setSaving(true);
    try {
      const made = await createModule(http, createBody(values));
      void message.success(MODULE_CREATED);
      setOpen(false);
      session.invalidatePermissions();
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['moduleDesigner'] }), queryClient.invalidateQueries({ queryKey: ['permissionIndex'] })]);
      onCreated(made.Name);
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return { open, show: () => setOpen(true), close: () => setOpen(false), roles, rolesLoading: roleList.query.isFetching, saving, submit };
}

export type CreateModuleController = ReturnType<typeof useCreateModule>;

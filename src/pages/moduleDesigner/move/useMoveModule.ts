import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DesignerModuleSummary, ModulePlacementBody } from '../../../../contract/index';
import { moveModule } from '../../../../providers/endpoints/moduleDesigner';
import { useApi } from '../../../app/ApiContext';
import { useApp } from '../../../app/appApi';
import { movedText } from './moveModel';

/**
 * 移动: the dialog's open state and the call. Once moved, the designer's list and the menus are asked afresh (the
 * server tells every other open page so too, hub ModuleChanged).
 */
export function useMoveModule(module: DesignerModuleSummary | null) {
  const { http } = useApi();
  const { message } = useApp();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async (values: Omit<ModulePlacementBody, 'Module'>) => {
    if (!module) return;
    setSaving(true);
    try {
      const moved = await moveModule(http, { Module: module.Name, ...values });
      void message.success(movedText(moved));
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['moduleDesigner'] });
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return { module, open, show: () => setOpen(true), close: () => setOpen(false), saving, submit };
}

export type MoveModuleController = ReturnType<typeof useMoveModule>;

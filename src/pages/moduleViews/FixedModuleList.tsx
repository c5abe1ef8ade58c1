import { Spin } from 'antd';
import { useModuleStruts } from '../../hooks/useModuleStruts';
import type { ListPreset } from '../../list/listPreset';
import { ModuleList } from '../module/ModuleListPage';
import ModuleMissing from '../module/ModuleMissing';

/**
 * The generic list of one named module at an address of its own (/teamcoremember, /article/list), optionally preset to
 * one value of a choice field (/ProblemCompletion/A: the annual reports). The preset must keep its identity for the
 * page's life: the list's filters and 新增 depend on it.
 */
export function FixedModuleList({ module, preset }: { module: string; preset?: ListPreset }) {
  const struts = useModuleStruts(module);
  if (struts.isError) return <ModuleMissing />;
  if (!struts.data) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  return <ModuleList struts={struts.data} preset={preset} />;
}

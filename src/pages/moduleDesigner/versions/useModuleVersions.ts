import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModuleFile } from '../../../../contract/catalogue/moduleFile';
import type { ModulePlanAnswer } from '../../../../contract/index';
import { serializeModuleFile } from '../../../../core/catalogue/serializeModuleFile';
import { getModuleVersion, getModuleVersions, keepModuleVersion, planModuleDraft, rollbackModule } from '../../../../providers/endpoints/moduleDesigner';
import { useApi } from '../../../app/ApiContext';
import { useApp } from '../../../app/appApi';
import { fieldDiff, versionRows, type FieldDiffRow } from './versionModel';

/**
 * 版本记录 of one module: its versions (the definition file as version 0), one version's file, the difference of a
 * version with the one in use, and 回滚到此版本 — the version's plan shown first, then published again as the newest.
 * A file a deployment changed after the version in use (文件已更新) is compared, taken (回滚 to version 0) or set aside
 * (保留当前版本).
 */
export function useModuleVersions(module: string | null, designed = false) {
  const { http } = useApi();
  const { message } = useApp();
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<{ version: number; text: string } | null>(null);
  const [diff, setDiff] = useState<{ version: number; current: number; rows: FieldDiffRow[] } | null>(null);
  const [rollingBack, setRollingBack] = useState<{ version: number; answer: ModulePlanAnswer } | null>(null);
  const [busy, setBusy] = useState(false);
  const versions = useQuery({
    queryKey: ['moduleDesigner', 'versions', module],
    queryFn: () => getModuleVersions(http, module ?? ''),
    enabled: module !== null,
  });
  const rows = versionRows(versions.data ?? [], designed);
  const current = versions.data?.[0]?.Version ?? 0;
  const fileOf = (version: number): Promise<ModuleFile> => getModuleVersion(http, module ?? '', version);

  const guarded = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return {
    rows,
    loading: versions.isFetching,
    current,
    busy,
    viewing,
    view: (version: number) => void guarded(async () => setViewing({ version, text: serializeModuleFile(await fileOf(version)) })),
    closeView: () => setViewing(null),
    diff,
    compare: (version: number) =>
      void guarded(async () => {
        const [older, newer] = await Promise.all([fileOf(version), fileOf(current)]);
        setDiff({ version, current, rows: fieldDiff(older.FieldInfoStruts, newer.FieldInfoStruts) });
      }),
    closeDiff: () => setDiff(null),
    rollingBack,
    askRollback: (version: number) =>
      void guarded(async () => {
        const file = await fileOf(version);
        setRollingBack({ version, answer: await planModuleDraft(http, module ?? '', file) });
      }),
    cancelRollback: () => setRollingBack(null),
    keepCurrent: () =>
      void guarded(async () => {
        if (!module) return;
        await keepModuleVersion(http, module, current);
        void message.success(`已保留第 ${current} 版,定义文件的这次更新不再提示`);
        await queryClient.invalidateQueries({ queryKey: ['moduleDesigner'] });
      }),
    confirmRollback: () =>
      void guarded(async () => {
        if (!module || !rollingBack) return;
        const published = await rollbackModule(http, module, rollingBack.version, rollingBack.answer.CurrentVersion);
        void message.success(`已回滚,发布为第 ${published.Version} 版`);
        setRollingBack(null);
        await queryClient.invalidateQueries({ queryKey: ['moduleDesigner'] });
      }),
  };
}

export type ModuleVersionsController = ReturnType<typeof useModuleVersions>;

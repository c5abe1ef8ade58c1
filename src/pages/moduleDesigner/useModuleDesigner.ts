import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { exportModuleFile, getDesignerModule, getDesignerModules } from '../../../providers/endpoints/moduleDesigner';
import { useApi } from '../../app/ApiContext';
import { saveBlob } from '../../files/saveBlob';
import { exportFileName, fieldRows, groupByArea, moduleTitles } from './moduleDesignerModel';

/** The module designer's state: the modules and the search over them, the module opened and its fields, the export. */
export function useModuleDesigner() {
  const { http } = useApi();
  const [words, setWords] = useState('');
  const [opened, setOpened] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const modules = useQuery({ queryKey: ['moduleDesigner', 'modules'], queryFn: () => getDesignerModules(http) });
  const definition = useQuery({
    queryKey: ['moduleDesigner', 'module', opened],
    queryFn: () => getDesignerModule(http, opened ?? ''),
    enabled: opened !== null,
  });
  const all = modules.data ?? [];
  const groups = useMemo(() => groupByArea(all, words), [all, words]);
  const titles = useMemo(() => moduleTitles(all), [all]);
  const openedModule = all.find((module) => module.Name === opened) ?? null;
  const fields = useMemo(() => (definition.data ? fieldRows(definition.data.FieldInfoStruts, titles) : []), [definition.data, titles]);

  const exportOpened = async () => {
    if (!opened) return;
    setExporting(true);
    try {
      saveBlob(await exportModuleFile(http, opened), exportFileName(opened));
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setExporting(false);
    }
  };

  return {
    loading: modules.isPending,
    failed: modules.isError,
    total: all.length,
    all,
    groups,
    words,
    search: setWords,
    opened: openedModule,
    open: setOpened,
    close: () => setOpened(null),
    fields,
    fieldsLoading: definition.isFetching,
    exporting,
    exportOpened,
  };
}

export type ModuleDesignerController = ReturnType<typeof useModuleDesigner>;

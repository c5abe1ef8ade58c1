import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useList } from '@refinedev/core';
import { getDesignerModule, getDesignerModules } from '../../../../providers/endpoints/moduleDesigner';
import { serializeModuleFile } from '../../../../core/catalogue/serializeModuleFile';
import { useApi } from '../../../app/ApiContext';
import { saveBlob } from '../../../files/saveBlob';
import type { EnumItemRow } from '../../../forms/dictionaryChoices';
import { exportFileName, moduleTitles } from '../moduleDesignerModel';
import { draftProblems } from '../preview/previewModel';
import { draftReducer, startDraft, type DraftAction, type ModuleDraft } from './draftModel';
import { dropKeptDraft, keepDraft, readKeptDraft } from './draftStorage';

/** Every dictionary's items in one page: the catalogue's dictionaries hold a few hundred values in all. */
const DICTIONARY_PAGE_SIZE = 1000;

/**
 * The module editor's controller: the module's file from the server, or the draft kept in this browser; each edit
 * through the draft model, kept at once; the problems as the draft changes; the modules and dictionaries to pick;
 * 导出草稿 and 放弃草稿.
 */
export function useDraftEditor(module: string) {
  const { http } = useApi();
  const file = useQuery({ queryKey: ['moduleDesigner', 'module', module], queryFn: () => getDesignerModule(http, module) });
  const modules = useQuery({ queryKey: ['moduleDesigner', 'modules'], queryFn: () => getDesignerModules(http) });
  const dictionaryRows = useList<EnumItemRow>({
    resource: 'EnumItem',
    sorters: [{ field: 'SortCode', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: DICTIONARY_PAGE_SIZE },
  });
  const [draft, setDraft] = useState<ModuleDraft | null>(null);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);

  useEffect(() => {
    if (draft || !file.data) return;
    const kept = readKeptDraft(localStorage, module);
    setRestoredAt(kept?.savedAt ?? null);
    setDraft(startDraft(kept?.definition ?? file.data));
  }, [draft, file.data, module]);

  const dispatch = useCallback(
    (action: DraftAction) =>
      setDraft((previous) => {
        if (!previous) return previous;
        const next = draftReducer(previous, action);
        keepDraft(localStorage, module, next.definition);
        return next;
      }),
    [module],
  );

  const all = modules.data ?? [];
  const titles = useMemo(() => moduleTitles(all), [all]);
  const otherModules = useMemo(() => all.map((item) => item.Name).filter((name) => name.toLowerCase() !== module.toLowerCase()), [all, module]);
  const dictionaryValues = useMemo(() => {
    const values = new Map<string, string[]>();
    for (const row of dictionaryRows.result.data) values.set(row.EnumName, [...(values.get(row.EnumName) ?? []), row.EnumValue]);
    return values;
  }, [dictionaryRows.result.data]);
  const problems = useMemo(() => (draft && modules.data ? draftProblems(draft, otherModules) : []), [draft, modules.data, otherModules]);

  return {
    module,
    loading: !draft,
    failed: file.isError,
    draft,
    dispatch,
    /** When the draft shown was kept in this browser (ISO time); null when it is the module's file as published. */
    restoredAt,
    modules: all,
    moduleTitles: titles,
    dictionaryValues,
    problems,
    exportDraft: () => {
      if (!draft) return;
      saveBlob(new Blob([serializeModuleFile(draft.definition)], { type: 'application/json' }), exportFileName(module));
    },
    discard: () => {
      dropKeptDraft(localStorage, module);
      setRestoredAt(null);
      if (file.data) setDraft(startDraft(file.data));
    },
    /** After the draft was published: nothing kept any more, the editor starts again from the version now in use. */
    published: async () => {
      dropKeptDraft(localStorage, module);
      setRestoredAt(null);
      const fresh = await file.refetch();
      if (fresh.data) setDraft(startDraft(fresh.data));
    },
  };
}

export type DraftEditorController = ReturnType<typeof useDraftEditor>;

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getDesignerDictionaries, getDesignerModule, getDesignerModules } from '../../../../providers/endpoints/moduleDesigner';
import { serializeModuleFile } from '../../../../core/catalogue/serializeModuleFile';
import { useApi } from '../../../app/ApiContext';
import { saveBlob } from '../../../files/saveBlob';
import { exportFileName, moduleTitles } from '../moduleDesignerModel';
import { draftProblems } from '../preview/previewModel';
import { draftReducer, startDraft, type DraftAction, type ModuleDraft } from './draftModel';
import { dropKeptDraft, keepDraft, readKeptDraft } from './draftStorage';

/**
 * The module editor's controller: the module's file from the server, or the draft kept in this browser; each edit
 * through the draft model, kept at once; the problems as the draft changes; the modules and dictionaries to pick;
 * 导出草稿 and 放弃草稿.
 */
export function useDraftEditor(module: string) {
  const { http } = useApi();
  const file = useQuery({ queryKey: ['moduleDesigner', 'module', module], queryFn: () => getDesignerModule(http, module) });
  const modules = useQuery({ queryKey: ['moduleDesigner', 'modules'], queryFn: () => getDesignerModules(http) });
  const dictionaryList = useQuery({ queryKey: ['moduleDesigner', 'dictionaries'], queryFn: () => getDesignerDictionaries(http) });
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
  const dictionaries = useMemo(() => dictionaryList.data ?? [], [dictionaryList.data]);
  /** Each dictionary's first values: the preview's sample data. */
  const dictionaryValues = useMemo(() => new Map(dictionaries.map((dictionary) => [dictionary.Name, dictionary.Samples])), [dictionaries]);
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
    dictionaries,
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

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ModulePlanAnswer } from '../../../../contract/index';
import { planModuleDraft, publishModuleDraft } from '../../../../providers/endpoints/moduleDesigner';
import { useApi } from '../../../app/ApiContext';
import { useApp } from '../../../app/appApi';
import { readModuleFileText } from '../versions/versionModel';

/**
 * 导入 and 发布: a module definition — a file chosen, or the editor's draft offered — checked and planned on the server,
 * then published on top of the version planned against. `onPublished` runs once a version is published.
 */
export function useModuleImport(module: string | null, onPublished?: () => Promise<void> | void) {
  const { http } = useApi();
  const { message } = useApp();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const [draft, setDraft] = useState<unknown>(null);
  const [answer, setAnswer] = useState<ModulePlanAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'plan' | 'publish' | null>(null);

  const reset = () => {
    setFileName(null);
    setDraft(null);
    setAnswer(null);
    setError(null);
  };

  const plan = async (definition: unknown) => {
    if (!module) return;
    setDraft(definition);
    setBusy('plan');
    try {
      setAnswer(await planModuleDraft(http, module, definition));
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setBusy(null);
    }
  };

  const choose = async (file: File) => {
    if (!module) return;
    reset();
    setFileName(file.name);
    const read = readModuleFileText(await file.text());
    if ('error' in read) {
      setError(read.error);
      return;
    }
    await plan(read.definition);
  };

  const publishable = answer !== null && answer.Problems.length === 0 && answer.Plan !== null && answer.Plan.Refusals.length === 0;

  const publish = async () => {
    if (!module || !answer || !publishable) return;
    setBusy('publish');
    try {
      const published = await publishModuleDraft(http, module, draft, answer.CurrentVersion);
      void message.success(`已发布第 ${published.Version} 版`);
      setOpen(false);
      reset();
      await queryClient.invalidateQueries({ queryKey: ['moduleDesigner'] });
      await onPublished?.();
    } catch {
      // The HTTP client has shown the server's message (409: another version was published meanwhile).
    } finally {
      setBusy(null);
    }
  };

  return {
    open,
    show: () => {
      reset();
      setOpen(true);
    },
    close: () => setOpen(false),
    fileName,
    error,
    answer,
    busy,
    publishable,
    choose: (file: File) => void choose(file),
    /** Opens the dialog on a definition held in the page (the editor's draft) and plans it. */
    offer: (definition: unknown) => {
      reset();
      setOpen(true);
      void plan(definition);
    },
    publish: () => void publish(),
  };
}

export type ModuleImportController = ReturnType<typeof useModuleImport>;

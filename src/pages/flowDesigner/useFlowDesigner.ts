import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCreate, useOne, useUpdate } from '@refinedev/core';
import type { ApiRecord } from '../../../contract/index';
import { useLeaveGuard } from '../../forms/drafts/useLeaveGuard';
import { EMPTY_DESIGN, fromStored, toStored, type DesignerState } from './designerModel';
import { draftProblems, type DraftContext } from './draftProblems';

/** The Flow row's own fields besides Steps, as the header form edits them. */
export interface FlowHeader {
  Name: string;
  ModuleName: string;
  Enabled: boolean;
  Remark: string;
}

const EMPTY_HEADER: FlowHeader = { Name: '', ModuleName: '', Enabled: true, Remark: '' };
/** Bounds of the Flow module's own fields (schemas/Business/Flow.json). */
const MAX_FLOW_NAME = 100;
const MAX_REMARK = 500;

function headerOf(row: ApiRecord): FlowHeader {
  return {
    Name: typeof row.Name === 'string' ? row.Name : '',
    ModuleName: typeof row.ModuleName === 'string' ? row.ModuleName : '',
    Enabled: row.Enabled === true || row.Enabled === 'true' || row.Enabled === 1,
    Remark: typeof row.Remark === 'string' ? row.Remark : '',
  };
}

/** The header's problems, then the definition's (draftProblems): everything that blocks saving. */
export function saveProblems(header: FlowHeader, design: DesignerState, context: DraftContext = {}): string[] {
  const problems: string[] = [];
  if (!header.Name.trim()) problems.push('请填写流程名称');
  else if (header.Name.length > MAX_FLOW_NAME) problems.push(`流程名称不能超过 ${MAX_FLOW_NAME} 个字`);
  if (!header.ModuleName) problems.push('请选择适用模块');
  if (header.Remark.length > MAX_REMARK) problems.push(`备注不能超过 ${MAX_REMARK} 个字`);
  return [...problems, ...draftProblems(design.nodes, context)];
}

const snapshot = (header: FlowHeader, design: DesignerState) => JSON.stringify([header, toStored(design.nodes)]);

/** Saved; refused before sending (the draft's problems, shown live from then on); or refused by the server (its message). */
export type SaveOutcome = { ok: true } | { ok: false; server: null } | { ok: false; server: string };

/**
 * The designer page's model: the Flow row loaded (or a new one), the header and the tree being edited, whether they
 * differ from what was loaded (registered with the unsaved-changes guard of the tab and the browser), and save.
 */
export function useFlowDesigner(recordId: string | null) {
  const { result: row, query } = useOne<ApiRecord>({ resource: 'Flow', id: recordId ?? '', queryOptions: { enabled: recordId !== null, staleTime: 0 } });
  const [header, setHeader] = useState<FlowHeader>(EMPTY_HEADER);
  const [design, setDesign] = useState<DesignerState>(EMPTY_DESIGN);
  const [readProblem, setReadProblem] = useState<string | null>(null);
  const [baseline, setBaseline] = useState(() => snapshot(EMPTY_HEADER, EMPTY_DESIGN));
  const loadedVersion = useRef<string | null>(null);
  const dirty = snapshot(header, design) !== baseline;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  // The loaded row becomes the starting point, and so does a newer answer (the cached row shows first, then the
  // fresh one) — but never over changes being made.
  useEffect(() => {
    if (!row) return;
    const version = `${String(row.Id)}:${String(row.RowVersion ?? '')}:${String(row.Modify_Time ?? '')}`;
    if (loadedVersion.current === version || (loadedVersion.current !== null && dirtyRef.current)) return;
    loadedVersion.current = version;
    const loadedHeader = headerOf(row);
    const read = fromStored(typeof row.Steps === 'string' ? row.Steps : null);
    const loadedDesign = read.ok ? read.state : EMPTY_DESIGN;
    setReadProblem(read.ok ? null : read.message);
    setHeader(loadedHeader);
    setDesign(loadedDesign);
    setBaseline(snapshot(loadedHeader, loadedDesign));
  }, [row]);

  useLeaveGuard(`flow-designer:${recordId ?? 'new'}`, dirty);

  const { mutateAsync: create, mutation: createMutation } = useCreate<ApiRecord>();
  const { mutateAsync: update, mutation: updateMutation } = useUpdate<ApiRecord>();

  /** Saves unless the draft has problems (checked against `context`, what the page knows of the module). */
  const save = useCallback(
    async (context: DraftContext): Promise<SaveOutcome> => {
      if (saveProblems(header, design, context).length > 0) return { ok: false, server: null };
      const values: ApiRecord = { ...header, Name: header.Name.trim(), Steps: toStored(design.nodes) };
      const successNotification = { message: '保存成功', type: 'success' as const };
      // The HTTP client shows a refusal's Chinese message; the page keeps it in view too.
      try {
        if (recordId) {
          const rowVersion = row?.RowVersion;
          await update({
            resource: 'Flow',
            id: recordId,
            values: rowVersion !== undefined ? { ...values, RowVersion: rowVersion } : values,
            successNotification,
          });
        } else {
          await create({ resource: 'Flow', values, successNotification });
        }
      } catch (error) {
        return { ok: false, server: error instanceof Error && error.message ? error.message : '保存失败,请稍后重试' };
      }
      dirtyRef.current = false;
      setBaseline(snapshot(header, design));
      return { ok: true };
    },
    [header, design, recordId, row, update, create],
  );

  const version = useMemo(() => {
    const value = Number(row?.Version);
    return Number.isInteger(value) && value > 0 ? value : null;
  }, [row]);

  return {
    row: row ?? null,
    // A row cached from an earlier visit may be an older version: the page waits for this visit's answer.
    loading: recordId !== null && (query.isLoading || !query.isFetchedAfterMount),
    loadError: recordId !== null && query.isError,
    header,
    setHeader,
    design,
    setDesign,
    readProblem,
    dirty,
    version,
    saving: createMutation.isPending || updateMutation.isPending,
    save,
  };
}

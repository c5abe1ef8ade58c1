import { useCallback, useMemo, useState } from 'react';
import { useInvalidate, useOne } from '@refinedev/core';
import type { ApiRecord } from '../../../contract/index';
import { annotateReport, annotationGetUrl } from '../../../providers/endpoints/workReports';
import { useApi } from '../../app/ApiContext';
import { useModuleStruts } from '../../hooks/useModuleStruts';
import { usePermissionIndex } from '../../hooks/usePermissionIndex';
import { annotationProblem, assessLevelOptions, WORK_REPORT_MODULE } from './workReportAnnotation';
import { useApp } from '../../app/AppHolders';

/**
 * A report on its 批注详情 page: the record, whether the caller may annotate (Check, as the server decides), and
 * 提交批注 — checked here first so a person sees the problem at once, then the server's answer; on success the record
 * and the lists are fetched again, so the queue shows it annotated.
 */
export function useReportAnnotation(id: string | null) {
  const { http } = useApi();
  const { message } = useApp();
  const invalidate = useInvalidate();
  const permissions = usePermissionIndex();
  const { result: record, query } = useOne<ApiRecord>({
    resource: WORK_REPORT_MODULE,
    id: id ?? '',
    // A report the caller may not annotate answers as missing (another department's, for a 科室主任).
    meta: { getUrl: annotationGetUrl(WORK_REPORT_MODULE, id ?? '') },
    queryOptions: { enabled: id !== null, staleTime: 0, retry: false },
  });
  const struts = useModuleStruts(WORK_REPORT_MODULE);
  const levels = useMemo(() => assessLevelOptions(struts.data), [struts.data]);
  const [saving, setSaving] = useState(false);

  const submit = useCallback(
    async (annotation: string, level: string | undefined): Promise<boolean> => {
      const problem = annotationProblem(annotation, level);
      if (problem) {
        void message.error(problem);
        return false;
      }
      if (id === null || !level) return false;
      setSaving(true);
      try {
        await annotateReport(http, WORK_REPORT_MODULE, id, { Annotation: annotation.trim(), AssessLevel: level });
        // A problem shown a moment ago (请选择考核评价) is answered now: it must not lie over the confirmation.
        message.destroy();
        void message.success('批注已提交');
        await invalidate({ resource: WORK_REPORT_MODULE, id, invalidates: ['detail', 'list'] });
        return true;
      } catch {
        // The HTTP client has already shown the server's message.
        return false;
      } finally {
        setSaving(false);
      }
    },
    [http, id, invalidate, message],
  );

  return {
    record: record ?? null,
    loading: query.isLoading,
    failed: query.isError,
    canAnnotate: permissions?.can(WORK_REPORT_MODULE, 'Check') ?? false,
    levels,
    saving,
    submit,
  };
}

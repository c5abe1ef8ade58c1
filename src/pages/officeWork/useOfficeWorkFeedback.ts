import { useCallback } from 'react';
import { useCreate, useInvalidate, useList, useOne } from '@refinedev/core';
import type { ApiRecord } from '../../../contract/index';
import { useModuleStruts } from '../../hooks/useModuleStruts';
import { usePermissionIndex } from '../../hooks/usePermissionIndex';
import { FEEDBACK_MODULE, feedbackRecord, OFFICE_WORK_MODULE, type FeedbackInput } from './officeWorkFeedbackView';

/** More feedback than one matter ever gets: shown whole, without paging. */
const MAX_FEEDBACK = 100;

/**
 * One office matter (by id) with its feedback, oldest first, and the sending of a new feedback (for those who may add
 * one; the server checks again and sets the author and times).
 */
export function useOfficeWorkFeedback(officeWorkId: string) {
  const permissions = usePermissionIndex();
  const invalidate = useInvalidate();
  const struts = useModuleStruts(OFFICE_WORK_MODULE);
  const { result: officeWork, query: officeWorkQuery } = useOne<ApiRecord>({
    resource: OFFICE_WORK_MODULE,
    id: officeWorkId,
    queryOptions: { enabled: officeWorkId !== '', retry: false },
  });
  const { result: feedback, query: feedbackQuery } = useList<ApiRecord>({
    resource: FEEDBACK_MODULE,
    filters: [{ field: 'OfficeWork_Id', operator: 'eq', value: officeWorkId }],
    pagination: { currentPage: 1, pageSize: MAX_FEEDBACK },
    sorters: [{ field: 'FeedbackDate', order: 'asc' }],
    queryOptions: { enabled: officeWorkId !== '' },
  });
  const { mutateAsync: create, mutation } = useCreate<ApiRecord>();
  const send = useCallback(
    async (input: FeedbackInput) => {
      if (!officeWork) return;
      await create({
        resource: FEEDBACK_MODULE,
        values: feedbackRecord(officeWork, input, new Date()),
        successNotification: () => ({ type: 'success', message: '反馈已提交' }),
      });
      await invalidate({ resource: FEEDBACK_MODULE, invalidates: ['list'] });
    },
    [create, invalidate, officeWork],
  );
  return {
    struts: struts.data,
    officeWork,
    missing: officeWorkQuery.isError,
    loading: officeWorkQuery.isLoading || !struts.data,
    feedback: feedback.data,
    feedbackLoading: feedbackQuery.isLoading,
    canAdd: permissions?.can(FEEDBACK_MODULE, 'Add') ?? false,
    sending: mutation.isPending,
    send,
  };
}

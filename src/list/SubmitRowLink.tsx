import type { ApiRecord } from '../../contract/index';
import { ConfirmLink } from '../components/ConfirmLink';
import { ChosenPeopleDialog } from '../flow/LazyChosenPeopleDialog';
import { useSubmitRecord } from '../flow/useSubmitRecord';

/**
 * 提交 on a list row of an approval module, rendered where the row offers it (the caller's own 未提交 or 已退回 record,
 * actionsColumn.tsx): it goes for approval from the list, as from its form (a route with 自选 steps asks their people
 * first).
 */
export function SubmitRowLink({ module, record }: { module: string; record: ApiRecord }) {
  const submitter = useSubmitRecord(module);
  const id = String(record.Id);
  const again = record.FlowStatus === '已退回';
  return (
    <>
      <ConfirmLink
        disabled={submitter.busyId === id}
        confirm={{
          title: again ? '确定重新提交吗?' : '确定提交审批吗?',
          description: '审核期间不能修改。',
          okText: '确认',
          cancelText: '取消',
          onConfirm: () => submitter.submit(id),
        }}
      >
        {again ? '重新提交' : '提交'}
      </ConfirmLink>
      <ChosenPeopleDialog
        module={module}
        steps={submitter.choosing?.steps ?? null}
        busy={submitter.busyId !== null}
        onCancel={submitter.cancelChoice}
        onConfirm={(chosen) => void submitter.submitChosen(chosen)}
      />
    </>
  );
}

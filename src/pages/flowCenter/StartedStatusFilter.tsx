import { Segmented } from 'antd';
import type { FlowStatusCount } from '../../../contract/index';
import { statusChoices } from './flowCenterView';

interface Props {
  /** The state shown; undefined for 全部. */
  status: string | undefined;
  counts: readonly FlowStatusCount[] | undefined;
  onChange: (status: string | undefined) => void;
}

/**
 * 我发起的 by state: 全部 and each state with how many of the person's records it holds for the other filters — the
 * same figures the home page's 我的申请 shows, and the same rows behind each.
 */
export function StartedStatusFilter({ status, counts, onChange }: Props) {
  // On a narrow screen the states scroll sideways inside the card rather than run past its edge.
  return (
    <div style={{ overflowX: 'auto', maxWidth: '100%', marginBottom: 16 }}>
      <Segmented<string>
        aria-label="审核状态"
        className="flow-center-status"
        options={statusChoices(counts)}
        value={status ?? ''}
        onChange={(value) => onChange(value === '' ? undefined : value)}
      />
    </div>
  );
}

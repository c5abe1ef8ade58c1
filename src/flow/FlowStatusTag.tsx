import { Tag } from 'antd';
import { flowStatusColor } from './flowView';

/** A record's FlowStatus as a coloured tag (form and lists alike). Nothing for an empty status. */
export function FlowStatusTag({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  return (
    <Tag color={flowStatusColor(status)} style={{ marginInlineEnd: 0 }}>
      {status}
    </Tag>
  );
}

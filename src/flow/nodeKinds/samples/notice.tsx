/** The designer's entry of the sample 知会 kind (core/flow/nodeKinds/samples/notice.ts); only its test registers it. */
import { Alert } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import type { FlowNoticeNode } from '../../../../core/flow/nodeKinds/samples/notice';
import type { NodeKindView } from '../types';

export const noticeView: NodeKindView<FlowNoticeNode> = {
  kind: 'Notice',
  title: '知会',
  icon: <InfoCircleOutlined />,
  className: 'is-cc',
  create: (Key, Name) => ({ Kind: 'Notice', Key, Name }),
  readStored: (entry, tools) => ({ Kind: 'Notice', Key: tools.key(entry.Key), Name: tools.text(entry.Name) }),
  problems: () => [],
  Fields: () => <Alert type="info" showIcon message="流程经过此节点时记入审批记录,不需要任何人处理。" />,
};

/** The designer's 抄送人 node: who is told when the flow passes (a role, the department head or named people). */
import { SendOutlined } from '@ant-design/icons';
import type { FlowCcNode } from '../../../contract/flowDefinition';
import { sourceProblems } from '../../pages/flowDesigner/sourceProblems';
import { SourcePicker } from '../../pages/flowDesigner/SourcePicker';
import type { NodeKindView } from './types';

export const ccView: NodeKindView<FlowCcNode> = {
  kind: 'Cc',
  title: '抄送人',
  icon: <SendOutlined />,
  className: 'is-cc',
  create: (Key, Name) => ({ Kind: 'Cc', Key, Name, Recipients: { Type: 'Role', EnCode: '' } }),
  readStored(entry, tools) {
    const source = tools.source(entry.Recipients);
    return {
      Kind: 'Cc',
      Key: tools.key(entry.Key),
      Name: tools.text(entry.Name),
      Recipients: source.Type === 'Chosen' ? { Type: 'Role', EnCode: '' } : source,
    };
  },
  problems: (node, who) => sourceProblems(node.Recipients, who, '抄送'),
  Fields: ({ node, update, roles, names, rememberUsers }) => (
    <SourcePicker
      label="抄送人"
      idPrefix="flow-cc"
      value={node.Recipients}
      allowChosen={false}
      onChange={(Recipients) => update((n) => ({ ...n, Recipients }) as FlowCcNode)}
      roles={roles}
      names={names}
      rememberUsers={rememberUsers}
    />
  ),
};

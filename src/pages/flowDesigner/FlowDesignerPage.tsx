import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Space, Spin, Switch, Tag } from 'antd';
import { useApp } from '../../app/AppHolders';
import { DIALOG_WIDTH } from '../../forms/dialogWidths';
import { usePageTitle } from '../../hooks/usePageTitle';
import { usePermissionIndex } from '../../hooks/usePermissionIndex';
import { useCloseCurrentTab } from '../../layout/tabs/pageContext';
import { FlowCanvas } from './FlowCanvas';
import { NodeDrawer, type DesignerSelection } from './NodeDrawer';
import { useDefinitionWarnings } from './useDefinitionWarnings';
import { useDesignerLookups } from './useDesignerLookups';
import { saveProblems, useFlowDesigner, type FlowHeader } from './useFlowDesigner';
import { publishConfirm } from './publishConfirm';
import { VersionList } from './VersionList';
import './flowDesigner.css';

const FLOW_LIST = '/Flow/list';

/**
 * /Flow/add — the visual flow designer: the Flow row's header (流程名称, 适用模块, 启用, 备注) and its Steps drawn as a
 * chain of cards edited in a side drawer. `?q={id}` opens a saved flow; saving it publishes a new version.
 */
export default function FlowDesignerPage() {
  const [search] = useSearchParams();
  const recordId = search.get('q');
  const designer = useFlowDesigner(recordId);
  const lookups = useDesignerLookups(designer.header.ModuleName, designer.design.nodes);
  const warnings = useDefinitionWarnings(designer.header.ModuleName, designer.design.nodes);
  const permissions = usePermissionIndex();
  const closeThisTab = useCloseCurrentTab();
  const { modal } = useApp();
  const [selection, setSelection] = useState<DesignerSelection>(null);
  // After a refused save the draft's problems stay in view and shrink as they are fixed; the server's refusal stays until the next save.
  const [attempted, setAttempted] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  usePageTitle(recordId ? '审批流程 - 编辑' : '审批流程 - 新增');

  if (designer.loadError) return <Alert type="error" showIcon message="流程不存在或无权查看" />;
  if (!permissions || designer.loading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  const mayWrite = permissions.can('Flow', recordId ? 'Update' : 'Add');

  const context = { fieldNames: lookups.fieldNames };
  const setHeader = (change: Partial<FlowHeader>) => designer.setHeader({ ...designer.header, ...change });
  const save = async () => {
    setServerProblem(null);
    const outcome = await designer.save(context);
    if (outcome.ok) closeThisTab(FLOW_LIST);
    else if (outcome.server === null) setAttempted(true);
    else setServerProblem(outcome.server);
  };
  // Publishing is confirmed (every later submission follows the new version); a draft with problems shows them instead.
  const publish = () => {
    if (saveProblems(designer.header, designer.design, context).length > 0) {
      setAttempted(true);
      return;
    }
    const moduleTitle = lookups.modules.find((m) => m.Name === designer.header.ModuleName)?.Description ?? '';
    const confirm = publishConfirm(recordId ? designer.version : null, moduleTitle, designer.header.Enabled);
    modal.confirm({ ...confirm, cancelText: '取消', width: DIALOG_WIDTH, onOk: save });
  };
  const problems = [...(attempted ? saveProblems(designer.header, designer.design, context) : []), ...(serverProblem ? [serverProblem] : [])];
  // The module's Chinese name even before the list of modules has come (never its code).
  const moduleOptions = lookups.modules.map((m) => ({ value: m.Name, label: m.Description }));
  if (designer.header.ModuleName && !moduleOptions.some((o) => o.value === designer.header.ModuleName)) {
    moduleOptions.push({ value: designer.header.ModuleName, label: lookups.modulesLoading ? '…' : '(已停用的模块)' });
  }

  return (
    <Card
      title={
        <Space>
          <span>{recordId ? '审批流程 - 编辑' : '审批流程 - 新增'}</span>
          {designer.version !== null ? (
            <Tag color="blue" data-testid="flow-version">
              当前版本 v{designer.version}
            </Tag>
          ) : null}
        </Space>
      }
      extra={
        <Space>
          <Button onClick={() => closeThisTab(FLOW_LIST)}>取消</Button>
          {mayWrite ? (
            <Button type="primary" loading={designer.saving} onClick={publish}>
              {recordId ? '发布新版本' : '保存'}
            </Button>
          ) : null}
        </Space>
      }
    >
      {designer.readProblem ? <Alert type="warning" showIcon message={designer.readProblem} style={{ marginBottom: 16 }} /> : null}
      {problems.length > 0 ? (
        <Alert
          type="error"
          showIcon
          message="流程还不能保存"
          description={
            <ul className="flow-designer-problems" data-testid="flow-designer-problems">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {warnings.all.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          message="以下步骤可能无人审批,提交的记录将无法完成审批"
          description={
            <>
              <ul className="flow-designer-problems" data-testid="flow-designer-warnings">
                {warnings.all.map((w) => (
                  <li key={`${w.Key}:${w.Message}`}>{w.Message}</li>
                ))}
              </ul>
              <div>请调整这些步骤的审批人,或在其「无审批人时」选择转交指定人员。</div>
            </>
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form layout="vertical">
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label="流程名称" htmlFor="flow-name" required>
              <Input
                id="flow-name"
                maxLength={100}
                value={designer.header.Name}
                onChange={(e) => setHeader({ Name: e.target.value })}
                placeholder="如:课题经费报销审批"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="适用模块" htmlFor="flow-module" required>
              <Select
                id="flow-module"
                showSearch
                optionFilterProp="label"
                placeholder="请选择需要审批的模块"
                loading={lookups.modulesLoading}
                value={designer.header.ModuleName || undefined}
                onChange={(ModuleName: string) => setHeader({ ModuleName })}
                options={moduleOptions}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={3}>
            <Form.Item label="启用" htmlFor="flow-enabled">
              <Switch
                id="flow-enabled"
                checked={designer.header.Enabled}
                onChange={(Enabled) => setHeader({ Enabled })}
                checkedChildren="启用"
                unCheckedChildren="停用"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={5}>
            <Form.Item label="备注" htmlFor="flow-remark">
              <Input.TextArea
                id="flow-remark"
                maxLength={500}
                autoSize={{ minRows: 1, maxRows: 3 }}
                value={designer.header.Remark}
                onChange={(e) => setHeader({ Remark: e.target.value })}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <FlowCanvas
        state={designer.design}
        onChange={designer.setDesign}
        selection={selection}
        onSelect={setSelection}
        names={lookups.names}
        warnings={warnings.byKey}
      />
      {recordId ? (
        <Card size="small" title="版本记录" style={{ marginTop: 16 }}>
          <VersionList flowId={recordId} />
        </Card>
      ) : null}
      <NodeDrawer
        selection={selection}
        state={designer.design}
        onChange={designer.setDesign}
        onClose={() => setSelection(null)}
        roles={lookups.roles}
        names={lookups.names}
        fields={lookups.fields}
        moduleChosen={designer.header.ModuleName !== ''}
        rememberUsers={lookups.rememberUsers}
      />
    </Card>
  );
}

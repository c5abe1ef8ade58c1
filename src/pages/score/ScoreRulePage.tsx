import { useState } from 'react';
import { Alert, Badge, Button, Card, Popconfirm, Result, Space, Spin, Tabs, Typography } from 'antd';
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { RuleGridTable } from './RuleGridTable';
import { ScorePageFrame, scoreErrorText } from './ScorePageFrame';
import { useRuleEditor } from './useRuleEditor';
import { useScoreSchemes } from './useScoreSchemes';
import { useApp } from '../../app/AppHolders';

/**
 * /ScoreRule/list 积分规则: a tab per scheme with its points table. 保存 replaces the scheme's whole table (only with
 * the right to edit); 恢复 discards the edits. Scores on every list follow at once (computed live from the rules).
 */
export default function ScoreRulePage() {
  const { message } = useApp();
  const { schemes, loading, error } = useScoreSchemes();
  const editor = useRuleEditor(schemes);
  const [active, setActive] = useState<string | undefined>(undefined);
  if (loading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (schemes.length === 0) return <Result status="warning" title={error ? scoreErrorText(error) : '尚未配置积分方案'} />;
  const code = schemes.some((scheme) => scheme.Code === active) ? active! : schemes[0].Code;

  return (
    <ScorePageFrame title="积分规则" description="各类科研成果的计分标准：按评价因素组合给出积分，并归入评价指标类别；修改保存后各积分统计立即按新规则计算">
      <Card size="small" className="report-card">
        <Tabs
          activeKey={code}
          onChange={setActive}
          items={schemes.map((scheme) => {
            const grid = editor.grid(scheme.Code);
            const changed = editor.changed(scheme.Code);
            const problems = editor.problems(scheme.Code);
            return {
              key: scheme.Code,
              label: changed ? (
                <Badge dot offset={[6, 0]}>
                  {scheme.Title}
                </Badge>
              ) : (
                scheme.Title
              ),
              children: grid ? (
                <Space direction="vertical" size={12} style={{ width: '100%' }}>
                  <div className="report-head" style={{ marginBottom: 0 }}>
                    <Typography.Text type="secondary">
                      {grid.columnLabel ? `按“${grid.rowLabel}”与“${grid.columnLabel}”计分` : `按“${grid.rowLabel}”计分`}
                      ，默认评价指标类别：{scheme.Category || '未设置'}；留空表示该组合不计分。
                      {scheme.CanEdit ? '' : '（只读：您没有修改积分规则的权限）'}
                    </Typography.Text>
                    {scheme.CanEdit ? (
                      <Space>
                        <Popconfirm
                          title="放弃对该方案的修改？"
                          okText="确定"
                          cancelText="取消"
                          disabled={!changed}
                          onConfirm={() => editor.restore(scheme.Code)}
                        >
                          <Button icon={<UndoOutlined />} disabled={!changed}>
                            恢复
                          </Button>
                        </Popconfirm>
                        <Button
                          type="primary"
                          icon={<SaveOutlined />}
                          disabled={!changed}
                          loading={editor.saving === scheme.Code}
                          onClick={async () => {
                            if (await editor.save(scheme.Code)) void message.success(`${scheme.Title}规则已保存`);
                          }}
                        >
                          保存
                        </Button>
                      </Space>
                    ) : null}
                  </div>
                  {problems.length > 0 ? <Alert type="error" showIcon message={problems.join('；')} data-testid="score-rule-problems" /> : null}
                  {changed ? <Alert type="warning" showIcon message="有未保存的修改" /> : null}
                  <RuleGridTable
                    grid={grid}
                    editable={scheme.CanEdit}
                    onPoints={(row, column, points) => editor.setPoints(scheme.Code, row, column, points)}
                    onCategory={(row, category) => editor.setCategory(scheme.Code, row, category)}
                  />
                </Space>
              ) : null,
            };
          })}
        />
      </Card>
    </ScorePageFrame>
  );
}

import { Card, Empty, Tag, Typography } from 'antd';
import { summaryHeadline, type GrantSummary } from '../../../../core/permissions/grantSummary';

/** What the role may do, on one screen: the counts, then per area each granted module with its actions. */
export function GrantSummaryCard({ summary, unshownCount }: { summary: GrantSummary; unshownCount: number }) {
  return (
    <Card size="small" title="授权概览" style={{ flex: '1 1 280px', minWidth: 0 }} styles={{ body: { maxHeight: 520, overflowY: 'auto' } }}>
      <Typography.Text strong data-testid="grant-headline">
        {summaryHeadline(summary)}
      </Typography.Text>
      {unshownCount > 0 ? <Typography.Paragraph type="secondary">另有 {unshownCount} 项权限不在此列出，保存时保留</Typography.Paragraph> : null}
      {summary.areas.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="勾选左侧的模块或操作以授权" /> : null}
      {summary.areas.map((area) => (
        <div key={area.key} style={{ marginTop: 12 }}>
          <Typography.Text type="secondary">
            {area.title}（{area.modules.length}/{area.moduleCount} 个模块）
          </Typography.Text>
          <div style={{ marginTop: 4 }}>
            {area.modules.map((module) => (
              <Tag key={module.id} color={module.all ? 'blue' : undefined} style={{ marginBottom: 4, whiteSpace: 'normal' }}>
                {module.name}：{module.all ? '全部' : module.actions.join('、')}
              </Tag>
            ))}
          </div>
        </div>
      ))}
    </Card>
  );
}

import { Link } from 'react-router';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { StatusCount } from './myApplications';

/** Where the user's applications are listed: the approval centre's 我发起的 tab. */
export const MY_APPLICATIONS_PATH = '/FlowCenter?tab=started';

/** 我的申请: the user's applications by where they stand; each figure and 查看全部 open them in 我发起的. */
export function MyApplicationsCard({ counts, total, counted }: { counts: StatusCount[]; total: number; counted: number }) {
  return (
    <Card size="small" title={`我的申请(${total})`} extra={<Link to={MY_APPLICATIONS_PATH}>查看全部</Link>} style={{ marginBottom: 16 }}>
      <Row gutter={[16, 16]} className="home-applications">
        {counts.map(({ status, count }) => (
          <Col key={status} xs={12} sm={6}>
            <Link to={MY_APPLICATIONS_PATH} aria-label={`我的申请:${status}${count}项`} style={{ color: 'inherit', display: 'block' }}>
              <Statistic title={status} value={count} suffix="项" />
            </Link>
          </Col>
        ))}
      </Row>
      {counted < total ? <Typography.Text type="secondary">按最近提交的 {counted} 项统计</Typography.Text> : null}
    </Card>
  );
}

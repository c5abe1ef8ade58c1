import { Link } from 'react-router';
import { Card, Statistic } from 'antd';
import { MY_APPLICATIONS_PATH, type ApplicationFigure } from './myApplications';
import './home.css';

/** 我的申请: the user's records by state; each figure opens 我发起的 filtered by it, 查看全部 the whole list. */
export function MyApplicationsCard({ figures, total }: { figures: readonly ApplicationFigure[]; total: number }) {
  return (
    <Card size="small" title={`我的申请(${total})`} extra={<Link to={MY_APPLICATIONS_PATH}>查看全部</Link>} style={{ marginBottom: 16 }}>
      <div className="home-applications">
        {figures.map(({ status, count, link }) => (
          <Link key={status} to={link} aria-label={`我的申请:${status}${count}项`} className="home-application-figure">
            <Statistic title={status} value={count} suffix="项" />
          </Link>
        ))}
      </div>
    </Card>
  );
}

import { Link } from 'react-router';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { OutputFigure } from './useOutputFigures';
import { yearOverYear, type YearChange } from './outputFigures';

const CHANGE_TYPE: Record<YearChange['direction'], 'success' | 'danger' | 'secondary'> = {
  up: 'success',
  down: 'danger',
  flat: 'secondary',
  new: 'secondary',
};

/** 年度科研产出: one card per kind of output — this year's figure, the change against last year, a link to its report. */
export function OutputFiguresCard({ figures, year, loading }: { figures: OutputFigure[]; year: number; loading: boolean }) {
  return (
    <Card size="small" title={`${year}年科研产出`} style={{ marginBottom: 16 }} loading={loading && figures.length === 0}>
      <Row gutter={[16, 16]}>
        {figures.map(({ source, current, previous }) => {
          const change = yearOverYear(current, previous);
          return (
            <Col key={source.code} xs={12} md={6}>
              <Link to={source.path} className="home-figure" aria-label={`${source.label}统计报表`}>
                <Card size="small" hoverable>
                  <Statistic title={`本年${source.label}`} value={current} suffix={source.unit} />
                  <Typography.Text type={CHANGE_TYPE[change.direction]} className="home-figure-change">
                    {change.text}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    上年 {previous} {source.unit}
                  </Typography.Text>
                </Card>
              </Link>
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}

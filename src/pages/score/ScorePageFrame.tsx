import type { ReactNode } from 'react';
import { Alert, Typography } from 'antd';
import { PageTitle } from '../../hooks/usePageTitle';
import { reportErrorText } from '../report/reportErrors';
import '../report/report.css';
import './score.css';

interface Props {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** A failed call: shown in Chinese above the content. */
  error?: unknown;
  /** The 数据权限 that narrowed the figures (ScoreListResult.DataScope…): said under the description. */
  dataScope?: string;
  children: ReactNode;
}

/**
 * A score page: its title (also the tab's), a line saying what it counts — and, when the caller's 数据权限 narrowed
 * the figures, whose rows they count — its actions, then its cards.
 */
export function ScorePageFrame({ title, description, actions, error, dataScope, children }: Props) {
  return (
    <div className="score-page report-page">
      <PageTitle title={title} />
      <div className="report-head">
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {description ? <Typography.Text type="secondary">{description}</Typography.Text> : null}
          {dataScope ? (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }} data-testid="score-data-scope">
              {`按数据权限统计：${dataScope}`}
            </Typography.Paragraph>
          ) : null}
        </div>
        {actions}
      </div>
      {error ? <Alert type="error" showIcon message={scoreErrorText(error)} className="report-card" /> : null}
      {children}
    </div>
  );
}

/** A failed score call in words: the report page's wording, with the server's own Chinese 400 message when it gave one. */
export function scoreErrorText(error: unknown): string {
  const { text } = reportErrorText(error);
  return text === '报表不存在或已停用' ? '积分方案不存在或已停用' : text.replace('该报表', '该积分统计');
}

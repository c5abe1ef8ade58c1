import { useMemo } from 'react';
import { useList } from '@refinedev/core';
import { Divider, Empty, List, Space, Tag, Typography } from 'antd';
import type { ApiRecord } from '../../../contract/index';
import { useModuleStruts } from '../../hooks/useModuleStruts';
import { usePermissionIndex } from '../../hooks/usePermissionIndex';
import { conclusionColor, EXPERT_REVIEW_MODULE, reviewItem, reviewLinkField } from './expertReviewsView';

/** More reviews than one application ever gets: the section shows them all without paging. */
const MAX_REVIEWS = 50;

/**
 * Below an application's form (动物伦理, 医学伦理, 课题申报…): the expert reviews of this record, each expert's 结论 and
 * 评审意见. Nothing for a module no review points at, or for someone who may not read the reviews.
 */
export function ExpertReviewsSection({ module, recordId }: { module: string; recordId: string }) {
  const permissions = usePermissionIndex();
  const mayRead = permissions?.can(EXPERT_REVIEW_MODULE, 'List') ?? false;
  const reviewStruts = useModuleStruts(mayRead ? EXPERT_REVIEW_MODULE : undefined);
  const field = reviewStruts.data ? reviewLinkField(reviewStruts.data.FieldInfoStruts, module) : null;
  const { result, query } = useList<ApiRecord>({
    resource: EXPERT_REVIEW_MODULE,
    filters: field ? [{ field, operator: 'eq', value: recordId }] : [],
    pagination: { currentPage: 1, pageSize: MAX_REVIEWS },
    sorters: [{ field: 'ReviewDate', order: 'asc' }],
    queryOptions: { enabled: mayRead && field !== null },
  });
  const items = useMemo(() => result.data.map(reviewItem), [result.data]);
  if (!mayRead || field === null || query.isError) return null;
  return (
    <section data-testid="expert-reviews">
      <Divider orientation="left" orientationMargin={0}>
        专家评审意见
      </Divider>
      {items.length === 0 && !query.isLoading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无专家评审" />
      ) : (
        <List
          loading={query.isLoading}
          dataSource={items}
          renderItem={(item) => (
            <List.Item key={item.key} data-testid="expert-review">
              <List.Item.Meta
                title={
                  <Space wrap>
                    <Typography.Text strong>{item.expert}</Typography.Text>
                    <Tag color={conclusionColor(item.conclusion)}>{item.conclusion}</Tag>
                    {item.score ? <Typography.Text type="secondary">得分 {item.score}</Typography.Text> : null}
                    {item.date ? <Typography.Text type="secondary">{item.date}</Typography.Text> : null}
                  </Space>
                }
                description={<div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{item.opinion || '(未填写评审意见)'}</div>}
              />
            </List.Item>
          )}
        />
      )}
    </section>
  );
}

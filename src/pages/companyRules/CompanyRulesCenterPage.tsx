import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Collapse, Descriptions, Drawer, Empty, Input, List, Tag, Typography } from 'antd';
import type { ApiRecord } from '../../../contract/index';
import { useApi } from '../../app/ApiContext';
import { ResourceLink } from '../../files/ResourceLink';
import type { ResourceRef } from '../../../contract/index';
import { groupRules, type RuleRow } from './groupRules';

/** Rules are few (dozens): the centre reads them all once and searches and groups them in the browser. */
const RULES_PAGE_SIZE = 500;

function useCompanyRules() {
  const { dataProvider } = useApi();
  return useQuery({
    queryKey: ['companyRulesCenter'],
    queryFn: async () =>
      (
        await dataProvider.getList<ApiRecord>({
          resource: 'CompanyRules',
          pagination: { currentPage: 1, pageSize: RULES_PAGE_SIZE },
          sorters: [{ field: 'IssueDate', order: 'desc' }],
        })
      ).data,
  });
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** /companyRulesCenter — the institute's rules and regulations: search, read by category, open a rule and its file. */
export default function CompanyRulesCenterPage() {
  const rules = useCompanyRules();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<ApiRecord | null>(null);
  const records = rules.data ?? [];
  const rows: RuleRow[] = records.map((r) => ({
    Id: text(r.Id),
    Title: text(r.Title),
    DocNo: text(r.DocNo) || null,
    RuleType: text(r.RuleType) || null,
    Summary: text(r.Summary) || null,
    IssueDate: text(r.IssueDate) || null,
    IsTop: Boolean(r.IsTop),
    Status: text(r.Status) || null,
  }));
  const groups = groupRules(rows, keyword);
  const byId = new Map(records.map((r) => [text(r.Id), r]));
  return (
    <Card
      title="规章制度"
      loading={rules.isPending}
      extra={
        <Input.Search
          allowClear
          placeholder="搜索制度名称、文号或内容"
          onSearch={setKeyword}
          onChange={(e) => !e.target.value && setKeyword('')}
          style={{ width: 300 }}
        />
      }
    >
      {groups.length === 0 ? (
        <Empty description={keyword ? '没有找到匹配的制度' : '暂无规章制度'} />
      ) : (
        <Collapse
          defaultActiveKey={groups.map((g) => g.category)}
          items={groups.map((group) => ({
            key: group.category,
            label: `${group.category}(${group.rules.length})`,
            children: (
              <List
                size="small"
                dataSource={group.rules}
                renderItem={(rule) => (
                  <List.Item extra={<Typography.Text type="secondary">{rule.IssueDate?.slice(0, 10)}</Typography.Text>}>
                    {rule.IsTop ? <Tag color="red">置顶</Tag> : null}
                    <Typography.Link onClick={() => setOpen(byId.get(rule.Id) ?? null)}>{rule.Title}</Typography.Link>
                    {rule.DocNo ? (
                      <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                        {rule.DocNo}
                      </Typography.Text>
                    ) : null}
                    {rule.Status && rule.Status !== '现行有效' ? <Tag style={{ marginLeft: 8 }}>{rule.Status}</Tag> : null}
                  </List.Item>
                )}
              />
            ),
          }))}
        />
      )}
      <Drawer open={open !== null} onClose={() => setOpen(null)} width={640} title={open ? text(open.Title) : ''}>
        {open ? (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="文号">{text(open.DocNo) || '—'}</Descriptions.Item>
            <Descriptions.Item label="制度类别">{text(open.RuleType)}</Descriptions.Item>
            <Descriptions.Item label="发布部门">{text((open.IssueDept as ApiRecord | null | undefined)?.Name)}</Descriptions.Item>
            <Descriptions.Item label="版本">{text(open.Version) || '—'}</Descriptions.Item>
            <Descriptions.Item label="发布日期">{text(open.IssueDate).slice(0, 10)}</Descriptions.Item>
            <Descriptions.Item label="施行日期">{text(open.EffectiveDate).slice(0, 10) || '—'}</Descriptions.Item>
            <Descriptions.Item label="状态">{text(open.Status)}</Descriptions.Item>
            <Descriptions.Item label="内容摘要">
              <div style={{ whiteSpace: 'pre-wrap' }}>{text(open.Summary) || '—'}</div>
            </Descriptions.Item>
            <Descriptions.Item label="制度文件">
              <ResourceLink resource={open.File as Partial<ResourceRef> | null | undefined} fallbackId={text(open.File_Id) || null} />
            </Descriptions.Item>
          </Descriptions>
        ) : null}
      </Drawer>
    </Card>
  );
}

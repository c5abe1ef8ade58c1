import { useQuery } from '@tanstack/react-query';
import { List, Typography } from 'antd';
import type { ApiRecord, PagePara, PageResult } from '../../../contract/index';
import { useApi } from '../../app/ApiContext';

/** The versions one screen lists; older ones stay in the database. */
const VERSIONS_SHOWN = 20;

/**
 * 版本记录: the published versions of this flow (module FlowVersion), newest first, read-only. The call is silent and
 * a failure (a server without FlowVersion) shows no list rather than an error: the designer works without it.
 */
export function VersionList({ flowId }: { flowId: string }) {
  const { http } = useApi();
  const versions = useQuery({
    queryKey: ['flowVersions', flowId],
    queryFn: async () => {
      const para: PagePara = {
        PageIndex: 1,
        PageSize: VERSIONS_SHOWN,
        SortInfo: { Name: 'Version', Mode: 'desc' },
        Condition: { Filters: [{ Name: 'Flow_Id', Compare: '==', Value: flowId }] },
      };
      const page = await http.post<PageResult<ApiRecord> | null>('/api/FlowVersion/List', para, { silent: true });
      return Array.isArray(page?.Data) ? page.Data : [];
    },
    retry: false,
    staleTime: 0,
  });
  if (versions.isError || (versions.data && versions.data.length === 0)) {
    return <Typography.Text type="secondary">暂无版本记录</Typography.Text>;
  }
  return (
    <List
      size="small"
      loading={versions.isLoading}
      dataSource={versions.data ?? []}
      data-testid="flow-version-list"
      renderItem={(row) => (
        <List.Item>
          <Typography.Text strong>v{String(row.Version ?? '')}</Typography.Text>
          <Typography.Text type="secondary">{typeof row.Create_Time === 'string' ? row.Create_Time.replace('T', ' ').slice(0, 16) : ''}</Typography.Text>
        </List.Item>
      )}
    />
  );
}

import { useState } from 'react';
import { useLocation } from 'react-router';
import { Result, Select, Space, Spin, Typography } from 'antd';
import { ScoreFilterBar } from './ScoreFilterBar';
import { ScoreListView } from './ScoreListView';
import { scoreErrorText } from './ScorePageFrame';
import { scoreFiltersFromSearch } from './scoreFilters';
import { useDeptName } from './useDeptName';
import { useScoreFilters } from './useScoreFilters';
import { schemeByCode, useScoreSchemes } from './useScoreSchemes';

const DEFAULT_SCHEME = 'thesis';

/** /group/detailList 积分明细: pick a scheme, see its score list with the same filters. */
export default function DetailListPage() {
  const { search } = useLocation();
  const { schemes, loading, error } = useScoreSchemes();
  const [picked, setPicked] = useState<string | undefined>(() => scoreFiltersFromSearch(search).schemes?.[0]);
  const filters = useScoreFilters();
  const deptName = useDeptName(filters.applied.dept);
  if (loading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  // Papers first unless a scheme was picked or linked: the list a dean asks for most.
  const scheme = schemeByCode(schemes, picked) ?? schemeByCode(schemes, DEFAULT_SCHEME) ?? schemes[0] ?? null;
  if (!scheme) return <Result status="warning" title={error ? scoreErrorText(error) : '尚未配置积分方案'} />;
  const picker = (
    <Space size={8}>
      <Typography.Text>积分类别</Typography.Text>
      <Select
        aria-label="积分类别"
        style={{ width: 160 }}
        value={scheme.Code}
        onChange={setPicked}
        options={schemes.map((item) => ({ value: item.Code, label: item.Title }))}
      />
    </Space>
  );
  return (
    <ScoreListView
      key={scheme.Code}
      scheme={scheme}
      filters={filters}
      filterNames={{ dept: deptName }}
      title="积分明细"
      description={`${scheme.Title}的每条记录及其积分，积分按“积分规则”实时计算`}
      filterBar={<ScoreFilterBar filters={filters} person category extra={picker} />}
    />
  );
}

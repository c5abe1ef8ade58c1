import { useMemo } from 'react';
import { Result, Spin } from 'antd';
import { ScoreFilterBar } from './ScoreFilterBar';
import { ScoreListView } from './ScoreListView';
import { usePersonScope } from './usePersonScope';
import { useScoreFilters } from './useScoreFilters';
import { schemeByCode, useScoreSchemes } from './useScoreSchemes';

/** The scheme of research projects (课题). */
export const PROJECT_SCHEME = 'problem';

/** /group/personprojectlist 个人项目积分: the project scheme's score list for one person (leaders pick; others see themselves). */
export default function PersonProjectListPage() {
  const { schemes, loading } = useScoreSchemes();
  const scope = usePersonScope();
  const filters = useScoreFilters();
  const personId = (scope.anyone ? filters.applied.person : undefined) ?? scope.self;
  // The list always asks for one person: the chosen one, or the caller (a staff member cannot widen it).
  const applied = useMemo(() => ({ ...filters.applied, person: personId ?? undefined }), [filters.applied, personId]);
  const scoped = useMemo(() => ({ ...filters, applied }), [filters, applied]);
  const scheme = schemeByCode(schemes, PROJECT_SCHEME);
  if (loading || !scope.ready) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (!scheme) return <Result status="warning" title="尚未配置项目积分方案" />;
  if (!personId && !scope.anyone) return <Result status="info" title="当前账号未关联人员档案" subTitle="请联系管理员为您的账号关联人员档案" />;
  return (
    <ScoreListView
      scheme={scheme}
      filters={scoped}
      title="个人项目积分"
      description="个人承担或参与的科研项目及其积分，积分按“积分规则”实时计算"
      filterBar={<ScoreFilterBar filters={filters} dept={false} person={scope.anyone} category />}
    />
  );
}

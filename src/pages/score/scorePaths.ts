/** Where the score pages link to: a record's form, a person's results, a department's people. */
import { scoreFiltersToSearch, type ScoreFilterValues } from './scoreFilters';

export const SCORE_PATHS = {
  groupList: '/group/list',
  personList: '/group/personList',
  deptList: '/group/deptList',
  detailList: '/group/detailList',
  treeProject: '/group/treeProject',
  personalResults: '/group/personalresearchresults',
  personProjects: '/group/personprojectlist',
  platformDeptList: '/platform/deptList',
  personSchemes: '/personalresearchresults/scoreList',
  rules: '/ScoreRule/list',
} as const;

/** A scored record opened in its module's form (view, or review when it waits for the caller). */
export const recordPath = (module: string, id: string) => `/${encodeURIComponent(module)}/add?q=${encodeURIComponent(id)}`;

/** A person's 个人科研成果 over the same years. */
export const personResultsPath = (personId: string, filters: ScoreFilterValues = {}) =>
  `${SCORE_PATHS.personalResults}${scoreFiltersToSearch({ years: filters.years, person: personId })}`;

/** The people of a department, ranked over the same years, category and schemes. */
export const deptPeoplePath = (deptId: string, filters: ScoreFilterValues = {}) =>
  `${SCORE_PATHS.personList}${scoreFiltersToSearch({ years: filters.years, category: filters.category, schemes: filters.schemes, dept: deptId })}`;

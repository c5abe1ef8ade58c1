/**
 * Every route of the shell spec's route catalogue (shell-and-access.md §2), as written there, in its order. `:id`
 * placeholders are filled by the walk with a real record's id (/WorkReport/Details opens one report, `?q=` as its links do). Case variants the spec names separately are separate
 * entries (/FeeBudgetReport/Report1 and /feebudgetreport/report1): both must open.
 */
import { ESSAY_PAGES } from '../../src/pages/essay/essayPages';

const SCORE_MODULES = ['problem', 'results', 'patent', 'writings', 'position', 'platform', 'activities', 'thesis', 'thesissubmitfiling', 'personalresearchresults'];
const REPORT_NAMES = ['chartreport', 'problemreport1', 'platformreport3', 'thesisreport5', 'patentreport6', 'outstandingreport7', 'resultreport8', 'positionreport9', 'positionreport10', 'activitiesreport11', 'conferencereport12', 'patentresultreport13'];
const TECHNOLOGY_PAGES = ['project', 'platform', 'thesis', 'patent', 'talent', 'award', 'exchange'];
const FEE_BUDGET_FLOWS = ['FeeBudget', 'FeeBudgetIncrease', 'FeeBudgetTransfer', 'FeeBudgetUse'];

export const OUTSIDE_SHELL_ROUTES = ['/login', '/regist', '/405', '/sr/:deptId', ...ESSAY_PAGES.map((essay) => essay.path)];

export const ANONYMOUS_ROUTES = ['/', '/DeptDocReport', '/ThreeProjectDeptReport', '/ALLReport', '/ProblemCompApply/ProblemList', '/ResearchAssistant/Templates', '/ResearchAssistant/Tutorial'];

export const SHELL_ROUTES: readonly string[] = [
  // General
  '/', '/about', '/map', '/tenantCenter', '/userCenter', '/downCenter', '/FlowProcessList', '/FlowCenter', '/notifyCenter', '/companyRulesCenter',
  '/loginLog', '/friendMessage/list', '/notifyMessage', '/setting', '/about/add',
  // Anonymous-allowed
  ...ANONYMOUS_ROUTES.slice(1),
  // Scoring and statistics
  '/group/list', '/group/personList', '/group/treeProject', '/group/deptList', '/group/detailList', '/platform/deptList', '/group/personalresearchresults',
  '/group/personprojectlist', '/WorkReport/Annotation', '/WorkReport/Listby', '/WorkReport/Details?q=:workReportId',
  ...SCORE_MODULES.map((module) => `/${module}/scoreList`),
  '/patent/group', '/results/group', '/problem/group', '/thesis/group', '/problem/groupb', '/problem/groupc', '/problem/groupd',
  // Reports
  ...REPORT_NAMES.map((name) => `/report/${name}`),
  '/feebudgetreport/report1', '/feebudgetreport/report2', '/feebudgetreport/report3', '/feebudgetreport/feebudgetaccountreport',
  '/FeeBudgetReport/Report1', '/FeeBudgetReport/Report2', '/FeeBudgetReport/Report3', '/FeeBudgetAccountReport',
  '/carreport/index', '/researchassistant/report', '/HospTechApply/Report',
  '/SJHCReport/List', '/SJHCReport/DeptList', '/SJHCReport/SupplierList', '/SJHCReport/NameList', '/SJHCReport/Product', '/SJHCReport/OrderDetailList',
  ...TECHNOLOGY_PAGES.map((page) => `/technology/${page}`), '/technology/exportall',
  // Funding and contracts
  '/ProblemFundingList', '/ProblemCost/Report', '/ProblemCost/ReportExt', '/ProblemCost/CheckList', '/ProblemBudget/List', '/PlatformBudget/List',
  '/PlatformCost/Report', '/WxtPlatform/List', '/SubjectScore/List', '/ContractKY/List', '/ContractTender/List', '/ContractHQ/List', '/FeeBudgetType/list',
  '/FeeBudgetDeptBudget/list', '/FeeBudgetProjectUse/list', '/feebudget/category',
  ...FEE_BUDGET_FLOWS.flatMap((module) => [`/${module}/list`, `/${module}/checklist`]),
  // My applications
  '/problemCost/list', '/PlatformCost/List', '/FeeBudgetUse/list', '/ReEducationApply/list', '/ActivitiesApply/list', '/StampMaterial/list',
  // Three-project
  '/ThreeEngineers/list', '/group/treeProject', '/ThreeProjectAnnualEvaluationPlan/list', '/QuarterlyQuantitativeIndicator/list', '/ThreeEngineersArchive/list',
  '/ThreeEngineersDailyArchive/list', '/ThreeEngineersKPI/list', '/ThreeEngineersKPISetScheme/list', '/ActivitiesBudget/list', '/threeProjectCost/list',
  '/ActivitiesCostAdjust/list', '/ActivitiesApplyB/list',
  // Research management
  '/ResearchFoundation/List', '/Expert/list', '/BasisStudyApply/list', '/studyApply/list', '/StudyFund/list', '/studyApplyStemCell/list', '/StudyApplyDMF/list',
  '/StudyApplyStemCellB/list', '/studyApplyReport/list', '/EthicsCheck/list', '/AnimalEthicsCheck/list', '/AnimalEthicsDevelop/list', '/ExpertReview/List',
  '/ExpertReview/AnimalEthicsCheck', '/expertreview/animalethicscheck', '/EntryOfFunds/list', '/TeachingFunding/list', '/HumanGeneticResourceFiling/list',
  '/problem/list', '/DataApply/list', '/ProblemUseApply/list', '/problemDocument/list', '/problemMember/list', '/problemThesisResults/list',
  '/ProblemCompletion/A', '/ProblemCompletion/B', '/ProblemCompletion/List', '/ProblemChange/List', '/ProblemCompApply/ProblemList', '/ProblemCompApply/List',
  '/WxtProj/List', '/openproblemapply/commentlist', '/teamcoremember',
  // Papers, patents, awards, others
  '/Thesis/list', '/ThesisSubmitFiling/list', '/recommend/list', '/SCIEmail/list', '/thesisCost/list', '/thesisClaim/list', '/JournalWarning/list',
  '/patent/list', '/patentResult/list', '/patentCost/list', '/results/list',
  '/position/list', '/writings/list', '/levelPress/list', '/ClinicalGuide/list', '/ClinicalStandard/list', '/Agreement/list', '/outstanding/list',
  '/platform/list', '/activities/list', '/activitiesCost/list',
  '/WorkReport/list', '/WeekWorkReport/list', '/SeasonWorkReport/list', '/MonthWorkReport/list', '/FacultyMeeting/list', '/WorkSettingsReport/list',
  '/Jobs/list', '/JobsDuty/list', '/PersonJobs/list',
  '/officework/checklist', '/officeworklist', '/officeworkfeedback/:officeWorkId', '/filetemplatelist', '/wxmenus',
  // Base information
  '/user/list', '/loginLog', '/person/list', '/setting', '/enumitem/list', '/dept/list', '/DeptOrganize/List', '/permission/list', '/role/list', '/flow/list',
  '/notify/list', '/companyRules/list', '/WxMenus', '/FileTemplateList', '/About/Add', '/ThirdPartyApp/List', '/article/list',
  // Second menu for dean-type roles
  '/DeptDocReport', '/ALLReport', '/OfficeWork/list', '/OfficeWork/CheckList', '/OfficeWorkFeedback/list', '/ClinicalResearch/list', '/softening/list',
  '/conference/list', '/conferenceCost/list',
];

/** The pages this issue added: screenshotted when SPEC_ROUTE_SHOTS names a folder. */
export const ISSUE_18_PAGES: ReadonlySet<string> = new Set([
  '/ProblemFundingList', '/ContractKY/List', '/ContractTender/List', '/ContractHQ/List', '/feebudget/category', '/problemThesisResults/list',
  '/ProblemCompletion/A', '/ProblemCompletion/B', '/ProblemCompApply/ProblemList', '/ResearchAssistant/Templates', '/ResearchAssistant/Tutorial',
  '/openproblemapply/commentlist', '/teamcoremember', '/officeworklist', '/officeworkfeedback/:officeWorkId', '/WxMenus', '/article/list',
  '/OfficeWorkFeedback/list',
]);

/** Splits the walk into shards of about equal length (each file walks one). */
export function shardOf(routes: readonly string[], shard: number, shards: number): string[] {
  const size = Math.ceil(routes.length / shards);
  return routes.slice(shard * size, (shard + 1) * size);
}

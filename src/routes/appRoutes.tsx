import { lazyPage } from './lazyPage';
import { useParams } from 'react-router';
import { ESSAY_PAGES, type EssayPageInfo } from '../pages/essay/essayPages';
import type { ReportRoute } from '../../contract/index';
import type { RouteAccess, RouteAccessRule, RouteAddress, RouteEntry } from './routeTypes';
import { prefetchModuleDescriptors, prefetchModuleList } from './pagePrefetch';
import { FriendMessageComposeRedirect, NotifyComposeRedirect } from '../pages/friendMessage/ComposeRedirect';
import { MODULE_DESIGNER_PERMISSION } from '../../core/permissions/designerPermission';
import { OPER_LOG_PERMISSION } from '../../core/permissions/operLogPermission';

// Route-level code splitting: each page loads when first opened.
const HomePage = lazyPage(() => import('../pages/home/HomePage'));
const LoginPage = lazyPage(() => import('../pages/login/LoginPage'));
const RegistPage = lazyPage(() => import('../pages/regist/RegistPage'));
const InitialPasswordPage = lazyPage(() => import('../pages/initialPassword/InitialPasswordPage'));
const ForbiddenPage = lazyPage(() => import('../pages/forbidden/ForbiddenPage'));
const CollectionReportPage = lazyPage(() => import('../pages/collectionReport/CollectionReportPage'));
const EssayPage = lazyPage(() => import('../pages/essay/EssayPage'));
const UserCenterPage = lazyPage(() => import('../pages/userCenter/UserCenterPage'));
const TenantCenterPage = lazyPage(() => import('../pages/tenantCenter/TenantCenterPage'));
const SettingPage = lazyPage(() => import('../pages/setting/SettingPage'));
const LoginLogPage = lazyPage(() => import('../pages/loginLog/LoginLogPage'));
const OperLogPage = lazyPage(() => import('../pages/operLog/OperLogPage'));
const AboutPage = lazyPage(() => import('../pages/about/AboutPage'));
const AboutEditPage = lazyPage(() => import('../pages/about/AboutEditPage'));
const CompanyRulesCenterPage = lazyPage(() => import('../pages/companyRules/CompanyRulesCenterPage'));
const MapPage = lazyPage(() => import('../pages/map/MapPage'));
const FriendMessagePage = lazyPage(() => import('../pages/friendMessage/FriendMessagePage'));
const ModuleListPage = lazyPage(() => import('../pages/module/ModuleListPage'));
const ModuleFormPage = lazyPage(() => import('../pages/module/ModuleFormPage'));
const FlowCenterPage = lazyPage(() => import('../pages/flowCenter/FlowCenterPage'));
const FlowProcessListPage = lazyPage(() => import('../pages/flowCenter/FlowProcessListPage'));
const ModuleCheckListPage = lazyPage(() => import('../pages/flowCenter/ModuleCheckListPage'));
const FlowDesignerPage = lazyPage(() => import('../pages/flowDesigner/FlowDesignerPage'));
const FlowAuditPage = lazyPage(() => import('../pages/flowAudit/FlowAuditPage'));
const ExpertReviewAnimalEthicsPage = lazyPage(() => import('../pages/expertReview/ExpertReviewAnimalEthicsPage'));
const WorkReportAnnotationPage = lazyPage(() => import('../pages/workReport/WorkReportAnnotationPage'));
const WorkReportListbyPage = lazyPage(() => import('../pages/workReport/WorkReportListbyPage'));
const WorkReportDetailsPage = lazyPage(() => import('../pages/workReport/WorkReportDetailsPage'));
const NotifyMessagePage = lazyPage(() => import('../pages/notify/NotifyMessagePage'));
const NotifyCenterPage = lazyPage(() => import('../pages/notify/NotifyCenterPage'));
const NoticeListPage = lazyPage(() => import('../pages/notify/NoticeListPage'));
const NotFoundPage = lazyPage(() => import('../pages/notFound/NotFoundPage'));
// The score pages (D-SCORE), each loaded when first opened.
const ScoreListPage = lazyPage(() => import('../pages/score/ScoreListPage'));
const ScoreRulePage = lazyPage(() => import('../pages/score/ScoreRulePage'));
const GroupListPage = lazyPage(() => import('../pages/score/GroupListPage'));
const DetailListPage = lazyPage(() => import('../pages/score/DetailListPage'));
const PersonalResultsPage = lazyPage(() => import('../pages/score/PersonalResultsPage'));
const PersonProjectListPage = lazyPage(() => import('../pages/score/PersonProjectListPage'));
const TreeProjectPage = lazyPage(() => import('../pages/score/TreeProjectPage'));
const PersonListPage = lazyPage(() => import('../pages/score/rankingPages').then((pages) => ({ default: pages.PersonListPage })));
const DeptListPage = lazyPage(() => import('../pages/score/rankingPages').then((pages) => ({ default: pages.DeptListPage })));
const PlatformDeptListPage = lazyPage(() => import('../pages/score/rankingPages').then((pages) => ({ default: pages.PlatformDeptListPage })));
const PersonSchemesPage = lazyPage(() => import('../pages/score/rankingPages').then((pages) => ({ default: pages.PersonSchemesPage })));
// The shell spec's remaining pages (D-MOD-8: module lists at addresses of their own, office feedback, WeChat menu,
// public pages).
const ProblemAnnualReportsPage = lazyPage(() => import('../pages/moduleViews/fixedModulePages').then((pages) => ({ default: pages.ProblemAnnualReportsPage })));
const ProblemMidTermReportsPage = lazyPage(() =>
  import('../pages/moduleViews/fixedModulePages').then((pages) => ({ default: pages.ProblemMidTermReportsPage })),
);
const TeamCoreMemberPage = lazyPage(() => import('../pages/moduleViews/fixedModulePages').then((pages) => ({ default: pages.TeamCoreMemberPage })));
const ArticleListPage = lazyPage(() => import('../pages/moduleViews/fixedModulePages').then((pages) => ({ default: pages.ArticleListPage })));
const OfficeWorkListPage = lazyPage(() => import('../pages/officeWork/OfficeWorkListPage'));
const OfficeWorkFeedbackPage = lazyPage(() => import('../pages/officeWork/OfficeWorkFeedbackPage'));
const OpenProblemCommentListPage = lazyPage(() => import('../pages/openProblemApply/OpenProblemCommentListPage'));
const WxMenusPage = lazyPage(() => import('../pages/wxMenu/WxMenusPage'));
const ProblemPublicityPage = lazyPage(() => import('../pages/problemCompApply/ProblemPublicityPage'));
const ResearchAssistantTemplatesPage = lazyPage(() => import('../pages/researchAssistant/ResearchAssistantTemplatesPage'));
const ResearchAssistantTutorialPage = lazyPage(() => import('../pages/researchAssistant/ResearchAssistantTutorialPage'));
// Download centre and file templates (D-DOWN-1).
const DownCenterPage = lazyPage(() => import('../pages/downCenter/DownCenterPage'));
const FileTemplateListPage = lazyPage(() => import('../pages/fileTemplate/FileTemplateListPage'));
// The interface reference for administrators and integrators.
const ApiReferencePage = lazyPage(() => import('../pages/apiReference/ApiReferencePage'));
// The module designer for administrators.
const ModuleDesignerPage = lazyPage(() => import('../pages/moduleDesigner/ModuleDesignerPage'));
// The generic report page and its chart library load only when a report is opened.
const ReportRoutePage = lazyPage(() => import('../pages/report/ReportRoutePage'));

const ANONYMOUS: RouteAccess = { kind: 'anonymous' };
const LOGIN: RouteAccess = { kind: 'login' };
// Editing the about record, like its menu line and the server's save.
const ABOUT_UPDATE: RouteAccess = { kind: 'permission', module: 'About', action: 'Update' };
// 审批日志: the administrators' view over every flow, as the server's Audit call checks (List on FlowExample).
const FLOW_AUDIT: RouteAccess = { kind: 'permission', module: 'FlowExample', action: 'List' };
// 领导批注 of work reports: the leaders' pages, as the server's annotate call checks (Check on WorkReport).
const WORK_REPORT_CHECK: RouteAccess = { kind: 'permission', module: 'WorkReport', action: 'Check' };
// Publishing a notice needs Add on Notify, as the server's Publish call checks.
const NOTIFY_ADD: RouteAccess = { kind: 'permission', module: 'Notify', action: 'Add' };
const NOTIFY_LIST: RouteAccess = { kind: 'permission', module: 'Notify', action: 'List' };
const EXPERT_REVIEW_LIST: RouteAccess = { kind: 'permission', module: 'ExpertReview', action: 'List' };
// 积分规则 replaces the ScoreRule module's generic list, with the same access; saving needs Update (the server's CanEdit).
const SCORE_RULE_LIST: RouteAccess = { kind: 'permission', module: 'ScoreRule', action: 'List' };
// Rankings, the three-project tree and everyone's results: the statistics grant on scores (积分规则 报表), as the server checks.
const SCORE_STATISTICS: RouteAccess = { kind: 'permission', module: 'ScoreRule', action: 'Report' };
// 站内消息 as a chat: reading one's messages is List on FriendMessage, as the server's chat calls check.
const FRIEND_MESSAGE_LIST: RouteAccess = { kind: 'permission', module: 'FriendMessage', action: 'List' };
// 接口文档: whoever looks after connected systems (第三方应用), as the server's /api/openapi.json checks (D-API-14).
const API_REFERENCE: RouteAccess = { kind: 'permission', module: 'ThirdPartyApp', action: 'List' };
// 模块设计: the permission node beside the modules' that administrators hold (core/permissions/designerPermission.ts).
const MODULE_DESIGNER: RouteAccess = { kind: 'permission', module: MODULE_DESIGNER_PERMISSION, action: 'List' };
// 操作日志: administrators or a role granted it (core/permissions/operLogPermission.ts), as the server's /api/OperLog checks.
const OPER_LOG: RouteAccess = { kind: 'permission', module: OPER_LOG_PERMISSION, action: 'List' };

/** /sr/:id passes its id to the page as a prop; a new id is a new report, not the old one updated. */
function CollectionReportRoute() {
  const { id = '' } = useParams();
  return <CollectionReportPage key={id} id={id} />;
}

/** /officeworkfeedback/:id passes the office matter's id to the page as a prop; another id is another page. */
function OfficeWorkFeedbackRoute() {
  const { id = '' } = useParams();
  return <OfficeWorkFeedbackPage key={id} id={id} />;
}

/** [module, List]: a page that lists one module's rows. */
const listOf = (module: string): RouteAccess => ({ kind: 'permission', module, action: 'List' });

function essayRoute(essay: EssayPageInfo): RouteEntry {
  function Essay() {
    return <EssayPage page={essay} />;
  }
  return { path: essay.path, page: Essay, title: essay.title, access: ANONYMOUS, shell: 'outside' };
}

const moduleOf = ({ params }: RouteAddress) => params.module ?? '';

/** `/{module}/list` needs [module, 'List']. */
const moduleListAccess: RouteAccessRule = (address) => ({ kind: 'permission', module: moduleOf(address), action: 'List' });

/**
 * `/{module}/add` needs [module, 'Add'] for a new record. With `?q={id}` the same page opens an existing record to view
 * or review (the bell's 审核/查看 links), so it needs [module, 'List']: a reviewer holds List and Check but not Update,
 * and the form itself (and the server, on save) decides whether the record may be changed.
 */
const moduleFormAccess: RouteAccessRule = (address) => {
  const opensRecord = Boolean(new URLSearchParams(address.search).get('q'));
  return { kind: 'permission', module: moduleOf(address), action: opensRecord ? 'List' : 'Add' };
};

/** `/{module}/checklist` (that module's items waiting for me) needs [module, 'Check']: deciding is what it is for. */
const moduleCheckAccess: RouteAccessRule = (address) => ({ kind: 'permission', module: moduleOf(address), action: 'Check' });

/** The flow designer: [Flow, Add] for a new flow, [Flow, List] to open one (the page and the server check Update on save). */
const flowDesignerAccess: RouteAccessRule = ({ search }) => moduleFormAccess({ params: { module: 'Flow' }, search });

/** Every page of the app. A static segment outranks a parameter, so /about/add is the about editor, not a module form. */
export const APP_ROUTES: readonly RouteEntry[] = [
  { path: '/login', page: LoginPage, title: '登录', access: ANONYMOUS, shell: 'outside' },
  { path: '/regist', page: RegistPage, title: '注册', access: ANONYMOUS, shell: 'outside' },
  { path: '/405', page: ForbiddenPage, title: '权限不足', access: ANONYMOUS, shell: 'outside' },
  // An account an administrator created sets its own password first (D-SEC-15); the page itself sends anyone else on.
  { path: '/changePassword', page: InitialPasswordPage, title: '修改初始密码', access: ANONYMOUS, shell: 'outside' },
  { path: '/sr/:id', page: CollectionReportRoute, title: null, access: ANONYMOUS, shell: 'outside' },
  ...ESSAY_PAGES.map(essayRoute),
  { path: '/', page: HomePage, title: '首页', access: ANONYMOUS, shell: 'inside' },
  { path: '/userCenter', page: UserCenterPage, title: '个人中心', access: LOGIN, shell: 'inside' },
  { path: '/tenantCenter', page: TenantCenterPage, title: '企业中心', access: LOGIN, shell: 'inside' },
  { path: '/setting', page: SettingPage, title: '个性化设置', access: LOGIN, shell: 'inside' },
  { path: '/loginLog', page: LoginLogPage, title: '登录日志', access: LOGIN, shell: 'inside' },
  { path: '/OperLog', page: OperLogPage, title: '操作日志', access: OPER_LOG, shell: 'inside' },
  { path: '/about', page: AboutPage, title: '关于平台', access: LOGIN, shell: 'inside' },
  { path: '/about/add', page: AboutEditPage, title: '关于平台维护', access: ABOUT_UPDATE, shell: 'inside' },
  { path: '/companyRulesCenter', page: CompanyRulesCenterPage, title: '规章制度', access: LOGIN, shell: 'inside' },
  { path: '/map', page: MapPage, title: '院区地图', access: LOGIN, shell: 'inside' },
  { path: '/friendMessage/list', page: FriendMessagePage, title: '站内消息列表', access: FRIEND_MESSAGE_LIST, shell: 'inside' },
  // The old compose forms lead to the chat and the notify centre (the server sets sender, time and read flag).
  { path: '/FriendMessage/add', page: FriendMessageComposeRedirect, title: '站内消息列表', access: FRIEND_MESSAGE_LIST, shell: 'inside' },
  { path: '/Notify/add', page: NotifyComposeRedirect, title: '通知中心', access: LOGIN, shell: 'inside' },
  { path: '/FlowCenter', page: FlowCenterPage, title: '审批中心', access: LOGIN, shell: 'inside', oneTabPerPath: true },
  { path: '/FlowProcessList', page: FlowProcessListPage, title: '我已审批', access: LOGIN, shell: 'inside' },
  // The Flow module's add and edit open the visual designer instead of the generic form (its list stays generic).
  { path: '/Flow/add', page: FlowDesignerPage, title: null, access: flowDesignerAccess, shell: 'inside' },
  { path: '/FlowAudit', page: FlowAuditPage, title: '审批日志', access: FLOW_AUDIT, shell: 'inside' },
  { path: '/ExpertReview/AnimalEthicsCheck', page: ExpertReviewAnimalEthicsPage, title: '动物伦理专家评审列表', access: EXPERT_REVIEW_LIST, shell: 'inside' },
  { path: '/WorkReport/Annotation', page: WorkReportAnnotationPage, title: '领导批注', access: WORK_REPORT_CHECK, shell: 'inside' },
  { path: '/WorkReport/Listby', page: WorkReportListbyPage, title: '按人员查看', access: WORK_REPORT_CHECK, shell: 'inside' },
  { path: '/WorkReport/Details', page: WorkReportDetailsPage, title: '批注详情', access: WORK_REPORT_CHECK, shell: 'inside' },
  // Scores (D-SCORE). A score list and the personal pages need a login: the server answers the scheme's grant
  // holders every row and anyone else their own (a refusal shows 权限不足 on the page).
  // A scheme's code is its module's path segment, so /{module}/scoreList is checked against the catalogue like /{module}/list.
  { path: '/:module/scoreList', page: ScoreListPage, title: '积分列表', access: LOGIN, shell: 'inside' },
  { path: '/personalresearchresults/scoreList', page: PersonSchemesPage, title: '个人科研成果积分', access: SCORE_STATISTICS, shell: 'inside' },
  { path: '/group/list', page: GroupListPage, title: '积分统计', access: SCORE_STATISTICS, shell: 'inside' },
  { path: '/group/personList', page: PersonListPage, title: '个人积分排名', access: SCORE_STATISTICS, shell: 'inside' },
  { path: '/group/deptList', page: DeptListPage, title: '科室积分排名', access: SCORE_STATISTICS, shell: 'inside' },
  { path: '/group/detailList', page: DetailListPage, title: '积分明细', access: LOGIN, shell: 'inside' },
  { path: '/platform/deptList', page: PlatformDeptListPage, title: '科室平台积分', access: SCORE_STATISTICS, shell: 'inside' },
  { path: '/group/personalresearchresults', page: PersonalResultsPage, title: '个人科研成果', access: LOGIN, shell: 'inside' },
  { path: '/group/personprojectlist', page: PersonProjectListPage, title: '个人项目积分', access: LOGIN, shell: 'inside' },
  { path: '/group/treeProject', page: TreeProjectPage, title: '三名工程积分', access: SCORE_STATISTICS, shell: 'inside' },
  { path: '/ScoreRule/list', page: ScoreRulePage, title: '积分规则', access: SCORE_RULE_LIST, shell: 'inside' },
  { path: '/notifyMessage', page: NotifyMessagePage, title: '系统消息', access: LOGIN, shell: 'inside' },
  { path: '/notifyCenter', page: NotifyCenterPage, title: '通知中心', access: NOTIFY_ADD, shell: 'inside' },
  // Notify's list is the notices' (with receipts), not the generic list of everyone's copies.
  { path: '/notify/list', page: NoticeListPage, title: '系统通知列表', access: NOTIFY_LIST, shell: 'inside' },
  // The shell spec's remaining pages (D-MOD-8). Each reads what its module's List grants (the server checks again).
  { path: '/ProblemCompletion/A', page: ProblemAnnualReportsPage, title: '课题年度报告列表', access: listOf('ProblemCompletion'), shell: 'inside' },
  { path: '/ProblemCompletion/B', page: ProblemMidTermReportsPage, title: '课题中期报告列表', access: listOf('ProblemCompletion'), shell: 'inside' },
  { path: '/teamcoremember', page: TeamCoreMemberPage, title: '团队核心成员列表', access: listOf('TeamCoreMember'), shell: 'inside' },
  { path: '/article/list', page: ArticleListPage, title: '介绍文章列表', access: listOf('Essay'), shell: 'inside' },
  { path: '/officeworklist', page: OfficeWorkListPage, title: '办公事务一览', access: listOf('OfficeWork'), shell: 'inside' },
  {
    path: '/openproblemapply/commentlist',
    page: OpenProblemCommentListPage,
    title: '开放课题评审意见列表',
    access: listOf('OpenProblemApply'),
    shell: 'inside',
  },
  { path: '/WxMenus', page: WxMenusPage, title: '微信公众号菜单', access: listOf('WxMenu'), shell: 'inside' },
  // Open without login (the spec's anonymous routes), inside the shell like the home page.
  { path: '/ProblemCompApply/ProblemList', page: ProblemPublicityPage, title: '课题申报公示', access: ANONYMOUS, shell: 'inside' },
  { path: '/ResearchAssistant/Templates', page: ResearchAssistantTemplatesPage, title: '科研助理模板', access: ANONYMOUS, shell: 'inside' },
  { path: '/ResearchAssistant/Tutorial', page: ResearchAssistantTutorialPage, title: '科研助理使用教程', access: ANONYMOUS, shell: 'inside' },
  // The download centre (the caller's own server files) and the file templates (any case: /FileTemplateList too).
  { path: '/downCenter', page: DownCenterPage, title: '下载中心', access: LOGIN, shell: 'inside' },
  { path: '/filetemplatelist', page: FileTemplateListPage, title: '文件模板', access: LOGIN, shell: 'inside' },
  { path: '/apiReference', page: ApiReferencePage, title: '接口文档', access: API_REFERENCE, shell: 'inside' },
  { path: '/ModuleDesigner', page: ModuleDesignerPage, title: '模块设计', access: MODULE_DESIGNER, shell: 'inside' },
  // A module page names itself after the module's description (list pages add 列表).
  { path: '/:module/list', page: ModuleListPage, title: null, access: moduleListAccess, shell: 'inside', prefetch: prefetchModuleList },
  { path: '/:module/add', page: ModuleFormPage, title: null, access: moduleFormAccess, shell: 'inside', prefetch: prefetchModuleDescriptors },
  // Titled {模块描述}待审核 by the page, once the module's Chinese name has loaded.
  { path: '/:module/checklist', page: ModuleCheckListPage, title: null, access: moduleCheckAccess, shell: 'inside' },
  // After the generic pages on purpose: /officeworkfeedback/:id and /:module/list rank equal for
  // /OfficeWorkFeedback/list, and a tie goes to the earlier entry — the module's list, not a matter with the id 'list'.
  { path: '/officeworkfeedback/:id', page: OfficeWorkFeedbackRoute, title: '办公事务办理反馈', access: listOf('OfficeWorkFeedback'), shell: 'inside' },
];

/**
 * What the shell shows at an address no page answers. Not an entry of the table: it is no address of its own, and a
 * menu line that leads here leads nowhere.
 */
export const NOT_FOUND_ROUTE: RouteEntry = { path: '*', page: NotFoundPage, title: '页面不存在', access: LOGIN, shell: 'inside' };

const REPORT_PATH_PREFIX = 'report:';

/** Whether a page is a report's (its filters live in the address's query, so one tab follows them). */
export const isReportEntry = (entry: RouteEntry) => entry.path.startsWith(REPORT_PATH_PREFIX);

/**
 * A report's page (a descriptor of schemas/reports answers the address): titled by the report, inside the shell. An
 * anonymous report is open to anyone; any other needs a login, and the server's 403 decides the rest (the page says
 * 权限不足), as the report's permission lives in its descriptor, not in this table.
 */
export function reportEntry(route: ReportRoute): RouteEntry {
  return {
    path: `${REPORT_PATH_PREFIX}${route.Code}`,
    page: ReportRoutePage,
    title: route.Title,
    access: route.Anonymous ? ANONYMOUS : LOGIN,
    shell: 'inside',
  };
}

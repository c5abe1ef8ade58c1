/**
 * Each route's feature (the document's tag) and Chinese summary, for routes that declare none in their own schema
 * (a route's own `tags`, `summary` and `security` always win). Keyed by method and path as the route registers them.
 */

/** The features, in the order the reference page lists them. */
export const API_TAGS = [
  { name: '账号与登录', description: '登录、退出、当前用户、切换角色、修改密码、自助注册' },
  { name: '模块数据', description: '目录中每个模块的通用调用:分页查询、读取、新增、修改、删除,以及模块描述与唯一性校验' },
  { name: '审批流程', description: '提交、审批、撤回、转办、加签、催办,审批中心与审批日志' },
  { name: '工作报告批注', description: '领导对工作报告的批注' },
  { name: '通知与消息', description: '系统消息、系统通知的发布与回执、站内消息' },
  { name: '文件', description: '上传与下载附件、头像' },
  { name: '导入导出与下载中心', description: '表格导入、服务器导出、下载中心的文件与文件模板' },
  { name: '打印', description: '列表与单条记录的打印页' },
  { name: '报表', description: '统计报表的目录、描述与查询' },
  { name: '积分', description: '积分方案、积分列表、排名与个人积分' },
  { name: '权限', description: '权限节点' },
  { name: '操作日志', description: '管理员查看全部记录的修改记录:筛选、查看修改内容、导出,以及日志保留时长' },
  { name: '模块设计', description: '管理员查看模块定义、检查草稿并导出模块文件' },
  { name: '企业中心', description: '本院信息与统计' },
  { name: '公开内容', description: '无需登录即可读取的介绍文章、课题公示、信息收集表,以及问题反馈' },
  { name: '平台与更新', description: '个人资料、更新包的上传、状态与回滚' },
  { name: '实时消息', description: '实时消息连接的协商与连接' },
  { name: '网页应用', description: '网页应用的运行设置与静态文件' },
  { name: '接口文档', description: '本文档' },
] as const;

export type ApiTag = (typeof API_TAGS)[number]['name'];

interface RouteDescription {
  tag: ApiTag;
  summary: string;
  /** Callable without a session. */
  anonymous?: boolean;
}

const anonymous = (tag: ApiTag, summary: string): RouteDescription => ({ tag, summary, anonymous: true });
const needsLogin = (tag: ApiTag, summary: string): RouteDescription => ({ tag, summary });

const ROUTES: Record<string, RouteDescription> = {
  'GET /api/account/PublicKey': anonymous('账号与登录', '服务器公钥(加密密码与查询条件用)'),
  'POST /api/account/Login': anonymous('账号与登录', '登录'),
  'GET /api/account/GetCurrent': needsLogin('账号与登录', '当前用户'),
  'POST /api/account/LogOut': needsLogin('账号与登录', '退出登录'),
  'POST /api/account/rePassword': needsLogin('账号与登录', '修改密码'),
  'POST /api/account/SetAccountRole/:roleId': needsLogin('账号与登录', '切换当前角色'),
  'POST /api/account/TempLeave': needsLogin('账号与登录', '暂时离开(锁定屏幕)'),
  'POST /api/account/CancelTempLeave': needsLogin('账号与登录', '结束暂时离开(输入密码解锁)'),
  'POST /api/account/Regist': anonymous('账号与登录', '自助注册'),
  'POST /api/User/ApproveRegist/:id': needsLogin('账号与登录', '通过注册审核'),
  'GET /api/Tenant/GetCurrent': anonymous('企业中心', '本院信息'),
  'GET /api/Tenant/Statistics': needsLogin('企业中心', '企业中心统计'),
  'POST /api/Tenant/Update': needsLogin('企业中心', '修改本院信息'),

  'POST /api/:module/List': needsLogin('模块数据', '分页查询'),
  'GET /api/:module/Get/:id': needsLogin('模块数据', '读取一条记录'),
  'POST /api/:module/Post': needsLogin('模块数据', '新增记录'),
  'PUT /api/:module/Put': needsLogin('模块数据', '修改记录'),
  'DELETE /api/:module/Delete/:id': needsLogin('模块数据', '删除记录'),
  'GET /api/OperLog/List': needsLogin('操作日志', '操作日志分页查询:按人员、模块、记录、操作、时间、地址筛选,最新的在前'),
  'GET /api/OperLog/Line/:id': needsLogin('操作日志', '一条操作日志及逐字段的修改内容'),
  'GET /api/OperLog/Modules': needsLogin('操作日志', '可筛选的模块及其中文名'),
  'GET /api/OperLog/People': needsLogin('操作日志', '人员筛选的候选人:姓名或账号包含所输入文字的用户'),
  'POST /api/OperLog/Export': needsLogin('操作日志', '导出筛选出的操作日志到下载中心'),
  'GET /api/OperLog/Setting': needsLogin('操作日志', '操作日志的保留时长(月)'),
  'PUT /api/OperLog/Setting': needsLogin('操作日志', '修改操作日志的保留时长(月),更早的日志在后台清理'),
  'GET /api/RecordHistory/:module/:id': needsLogin('模块数据', '记录的修改记录:每次新增、修改、删除及修改的字段'),
  'GET /api/common/moduleStruts/:m': needsLogin('模块数据', '模块描述(字段与关联)'),
  'POST /api/Common/VerififyUnique': needsLogin('模块数据', '唯一性校验'),
  'POST /api/Person/PersonPageList': needsLogin('模块数据', '人员分页查询(带科室名)'),

  'POST /api/FlowState/Submit': needsLogin('审批流程', '提交审批'),
  'POST /api/FlowState/Decide': needsLogin('审批流程', '审批(通过或退回)'),
  'POST /api/FlowState/BatchDecide': needsLogin('审批流程', '批量审批'),
  'POST /api/FlowState/Withdraw': needsLogin('审批流程', '撤回'),
  'POST /api/FlowState/Transfer': needsLogin('审批流程', '转办'),
  'POST /api/FlowState/AddSigner': needsLogin('审批流程', '加签'),
  'POST /api/FlowState/Remind': needsLogin('审批流程', '催办'),
  'GET /api/FlowState/State/:module/:id': needsLogin('审批流程', '记录的审批状态与可做的操作'),
  'GET /api/FlowState/Plan/:module/:id': needsLogin('审批流程', '记录的审批步骤预览'),
  'GET /api/FlowState/History/:module/:id': needsLogin('审批流程', '记录的审批记录'),
  'GET /api/FlowState/FlowDynamic': needsLogin('审批流程', '审批动态'),
  'GET /api/FlowState/Candidates': needsLogin('审批流程', '可选的审批人'),
  'GET /api/FlowState/Phrases': needsLogin('审批流程', '常用审批意见'),
  'GET /api/FlowState/Modules': needsLogin('审批流程', '审批中心的模块'),
  'POST /api/FlowState/Center/:tab': needsLogin('审批流程', '审批中心列表'),
  'POST /api/FlowState/StartedCounts': needsLogin('审批流程', '审批中心各栏数量'),
  'POST /api/FlowState/Audit': needsLogin('审批流程', '审批日志'),
  'POST /api/FlowState/DefinitionWarnings': needsLogin('审批流程', '审批流程设计的检查提示'),

  'POST /api/:module/AnnotationList': needsLogin('工作报告批注', '待批注与已批注的工作报告'),
  'GET /api/:module/AnnotationGet/:id': needsLogin('工作报告批注', '读取一份工作报告及其批注'),
  'POST /api/:module/Annotate/:id': needsLogin('工作报告批注', '批注工作报告'),

  'POST /api/MessageNotify/pageList': needsLogin('通知与消息', '我的系统消息'),
  'GET /api/MessageNotify/Get/:id': needsLogin('通知与消息', '读取一条系统消息'),
  'POST /api/MessageNotify/read/:id': needsLogin('通知与消息', '标记系统消息已读'),
  'POST /api/MessageNotify/readAll': needsLogin('通知与消息', '全部系统消息标为已读'),
  'POST /api/Notice/Publish': needsLogin('通知与消息', '发布系统通知'),
  'POST /api/Notice/Cancel/:id': needsLogin('通知与消息', '撤回系统通知'),
  'POST /api/Notice/All': needsLogin('通知与消息', '全部系统通知'),
  'POST /api/Notice/Mine': needsLogin('通知与消息', '我收到的系统通知'),
  'GET /api/Notice/Get/:id': needsLogin('通知与消息', '读取一条系统通知'),
  'GET /api/Notice/Receipts/:id': needsLogin('通知与消息', '系统通知的阅读回执'),
  'GET /api/Notice/Audience': needsLogin('通知与消息', '可选的通知对象(科室与角色)'),
  'GET /api/Notice/People': needsLogin('通知与消息', '可选的通知对象(人员)'),
  'POST /api/FriendMessage/read/:id': needsLogin('通知与消息', '标记站内消息已读'),
  'GET /api/FriendMessage/contacts': needsLogin('通知与消息', '站内消息联系人'),
  'GET /api/FriendMessage/conversations': needsLogin('通知与消息', '站内消息会话'),
  'GET /api/FriendMessage/unreadCount': needsLogin('通知与消息', '站内消息未读数'),
  'GET /api/FriendMessage/thread/:userId': needsLogin('通知与消息', '与某人的站内消息'),
  'POST /api/FriendMessage/readThread/:userId': needsLogin('通知与消息', '与某人的站内消息标为已读'),
  'POST /api/FriendMessage/send': needsLogin('通知与消息', '发送站内消息'),

  'POST /api/resource/post': needsLogin('文件', '上传附件'),
  'GET /api/resource/get/:id': needsLogin('文件', '下载附件'),
  'GET /api/resource/get/:id/:name': needsLogin('文件', '下载附件(带文件名)'),
  'POST /api/common/UpdateSingImg': needsLogin('文件', '更换头像'),

  'GET /api/import/:module/Template': needsLogin('导入导出与下载中心', '下载导入模板'),
  'POST /api/import/:module/Upload': needsLogin('导入导出与下载中心', '上传表格导入'),
  'GET /api/import/Job/:id': needsLogin('导入导出与下载中心', '导入进度'),
  'POST /api/export/:module/Start': needsLogin('导入导出与下载中心', '开始服务器导出'),
  'GET /api/export/Job/:id': needsLogin('导入导出与下载中心', '导出进度'),
  'GET /api/downCenter/List': needsLogin('导入导出与下载中心', '我的下载中心文件'),
  'GET /api/downCenter/Download/:id': needsLogin('导入导出与下载中心', '下载下载中心的文件'),
  'DELETE /api/downCenter/Delete/:id': needsLogin('导入导出与下载中心', '删除下载中心的文件'),
  'GET /api/downCenter/Templates': needsLogin('导入导出与下载中心', '文件模板列表'),
  'GET /api/downCenter/Template/:id': needsLogin('导入导出与下载中心', '下载文件模板'),

  'POST /api/print/:module/list': needsLogin('打印', '列表打印页'),
  'GET /api/print/:module/:id': needsLogin('打印', '单条记录打印页'),

  'GET /api/report/routes': anonymous('报表', '报表地址目录'),
  'GET /api/report': needsLogin('报表', '我可查看的报表'),
  'GET /api/report/:code/meta': anonymous('报表', '报表描述(公开报表无需登录)'),
  'POST /api/report/:code': anonymous('报表', '查询报表(公开报表无需登录)'),

  'GET /api/score/schemes': needsLogin('积分', '积分方案'),
  'PUT /api/score/rules/:code': needsLogin('积分', '修改积分规则'),
  'POST /api/score/:code/list': needsLogin('积分', '积分列表'),
  'POST /api/score/ranking': needsLogin('积分', '积分排名'),
  'POST /api/score/person/:personId': needsLogin('积分', '个人积分'),
  'GET /api/score/treeProject': needsLogin('积分', '三名工程积分'),

  'GET /api/Permission/Permissions': needsLogin('权限', '权限节点列表'),

  'GET /api/Essay/Public/:code': anonymous('公开内容', '公开的介绍文章'),
  'GET /api/CollectionReport/:id': anonymous('公开内容', '信息收集表'),
  'GET /api/ProblemCompApply/Publicity': anonymous('公开内容', '课题申报公示'),
  'GET /api/handleFeedback': anonymous('公开内容', '问题反馈页'),
  'POST /api/handleFeedback': needsLogin('公开内容', '提交问题反馈'),

  'GET /api/common/MyProfile': needsLogin('平台与更新', '我的个人资料'),
  'GET /api/common/packageStatus': needsLogin('平台与更新', '更新包状态'),
  'POST /api/common/uploadPackage': needsLogin('平台与更新', '上传更新包'),
  'POST /api/common/rollbackPackage': needsLogin('平台与更新', '回滚到上一版本'),

  'GET /api/moduleDesigner/modules': needsLogin('模块设计', '模块列表:区域、字段数、记录数'),
  'GET /api/moduleDesigner/modules/:name': needsLogin('模块设计', '模块定义文件'),
  'POST /api/moduleDesigner/validate': needsLogin('模块设计', '检查模块定义草稿,列出全部问题'),
  'GET /api/moduleDesigner/export/:name': needsLogin('模块设计', '导出模块定义文件'),
  'POST /api/moduleDesigner/plan': needsLogin('模块设计', '发布前的检查:模块定义的问题和对已有数据的影响'),
  'POST /api/moduleDesigner/publish': needsLogin('模块设计', '发布模块定义为新版本,数据库随之增加列'),
  'POST /api/moduleDesigner/rollback': needsLogin('模块设计', '回滚到以前的版本(作为新版本发布)'),
  'POST /api/moduleDesigner/keepVersion': needsLogin('模块设计', '定义文件有更新时保留当前版本,不再提示文件已更新'),
  'GET /api/moduleDesigner/versions/:name': needsLogin('模块设计', '模块的版本记录'),
  'POST /api/moduleDesigner/placement': needsLogin('模块设计', '移动模块到另一区域和菜单分组(不产生新版本,所有用户的菜单随之更新)'),
  'GET /api/moduleDesigner/dictionaries': needsLogin('模块设计', '数据字典及其值的个数和前几个值(字段的字典选择和预览)'),
  'GET /api/moduleDesigner/versions/:name/:n': needsLogin('模块设计', '某一版本的模块定义文件'),
  'POST /api/moduleDesigner/create': needsLogin('模块设计', '新建模块(空白或复制已有模块的字段):建表、授权、加入菜单'),
  'GET /api/moduleDesigner/menuEntries': needsLogin('模块设计', '模块设计放入菜单的入口:新建的和移动过的模块(本人可查看的)'),

  'POST /hub/message/negotiate': needsLogin('实时消息', '协商实时消息连接'),
  'GET /hub/message': needsLogin('实时消息', '实时消息连接'),

  'GET /config.js': anonymous('网页应用', '网页应用的运行设置'),
  'GET /*': anonymous('网页应用', '网页应用的页面与静态文件'),
};

/** A route's tag and summary: from the table, or, for a route it does not know, the feature its path suggests. */
export function describeRoute(method: string, url: string): RouteDescription {
  return ROUTES[`${method} ${url}`] ?? { tag: url.startsWith('/api/') ? '模块数据' : '网页应用', summary: '' };
}

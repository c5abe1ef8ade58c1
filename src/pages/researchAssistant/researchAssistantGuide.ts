/**
 * The research-assistant service's public guide (/ResearchAssistant/Templates and /ResearchAssistant/Tutorial, open
 * without login): which templates the research office keeps, what each holds, and how a service is asked for. Text
 * the institute maintains with the app; the template categories are the dictionary 科研模板类别's.
 */

export interface ResearchTemplate {
  category: string;
  purpose: string;
  contents: string[];
}

export const RESEARCH_TEMPLATES: readonly ResearchTemplate[] = [
  {
    category: '标书模板',
    purpose: '国家及省市各级科研项目申请书的撰写框架与常见评审要点。',
    contents: ['立项依据与研究现状', '研究目标、内容与拟解决的关键问题', '研究方案与可行性分析', '经费预算编制说明'],
  },
  {
    category: '统计分析模板',
    purpose: '常用研究设计的统计分析计划与结果报告格式。',
    contents: ['样本量估算说明', '统计分析计划', '基线特征表与结果表格式', '统计方法描述范文'],
  },
  {
    category: '论文模板',
    purpose: '临床研究论文按报告规范组织的写作框架。',
    contents: ['报告规范对照清单', '摘要结构', '方法学描述要点', '投稿信与回复审稿意见格式'],
  },
  {
    category: '伦理申请模板',
    purpose: '提交医学伦理委员会审查所需的申请材料格式。',
    contents: ['伦理审查申请表', '研究方案摘要', '风险与受益评估', '受试者招募材料'],
  },
  {
    category: '知情同意书模板',
    purpose: '符合伦理审查要求的知情同意书通用格式。',
    contents: ['研究目的与过程说明', '风险、受益与补偿', '隐私保护与数据使用', '自愿参加与退出声明'],
  },
  { category: '病例报告表(CRF)模板', purpose: '临床研究数据采集表的设计格式。', contents: ['访视计划表', '入排标准核查表', '不良事件记录表', '数据填写说明'] },
  {
    category: '结题报告模板',
    purpose: '科研项目结题验收所需的总结报告格式。',
    contents: ['项目完成情况', '研究成果与考核指标对照', '经费决算说明', '成果清单与佐证材料'],
  },
];

export interface TutorialStep {
  title: string;
  description: string;
}

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  { title: '登录平台', description: '使用院内账号登录科研管理平台;尚无账号的人员请先注册或联系科研处开通。' },
  { title: '提交服务申请', description: '在“科研管理 → 专家与服务 → 科研助理服务申请”中新增申请,选择服务类型,写明需求并上传相关资料。' },
  { title: '科研处受理', description: '科研处审核申请并安排科研助理,审批进度可在“审批中心”中查看。' },
  { title: '沟通与服务', description: '科研助理与申请人联系确认需求细节,按期望完成日期开展服务。' },
  { title: '验收与评价', description: '服务完成后,科研助理上传服务成果文件;申请人查看成果并填写满意度评价。' },
];

export interface TutorialQuestion {
  question: string;
  answer: string;
}

export const TUTORIAL_QUESTIONS: readonly TutorialQuestion[] = [
  { question: '科研助理可以提供哪些服务?', answer: '统计分析、课题设计、标书撰写指导、论文写作与润色、数据管理、文献检索和实验设计等。' },
  { question: '需要的模板没有列出怎么办?', answer: '登录后在“科研助理模板需求”中提出需求,科研处整理后会回复并提供模板文件。' },
  { question: '服务是否收费?', answer: '院内科研项目的科研助理服务由科研处统一安排,不向申请人收费。' },
];

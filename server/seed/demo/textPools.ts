/** Chinese vocabulary the demo text is composed from: research aspects, sentences, organisations, places. */

/** What a study of a topic is about: "{topic}{aspect}" reads as a research title. */
export const RESEARCH_ASPECTS = [
  '免疫治疗疗效预测',
  '早期诊断标志物',
  '风险分层模型',
  '预后评估',
  '精准治疗策略',
  '多组学特征分析',
  '真实世界研究',
  '规范化诊疗',
  '人工智能辅助诊断',
  '围手术期管理',
  '长期随访',
  '发病机制',
  '药物不良反应监测',
  '康复干预',
];

/** Title suffixes by what the module is about (matched against the module's Description). */
export const TITLE_SUFFIXES: Array<{ keywords: RegExp; suffixes: string[] }> = [
  { keywords: /伦理/, suffixes: ['伦理审查申请', '伦理初始审查', '伦理跟踪审查'] },
  { keywords: /会议|年会/, suffixes: ['学术年会', '专题研讨会', '继续教育学习班', '多学科病例讨论会'] },
  { keywords: /培训/, suffixes: ['专题培训', '操作规范培训', '岗前培训', '安全培训'] },
  {
    keywords: /报销|费用|支出|经费|预算|资金|到账|入账|认领/,
    suffixes: ['试剂耗材采购', '实验动物购置', '测序服务费', '学术会议差旅', '专家咨询费', '论文版面费', '数据分析服务费'],
  },
  { keywords: /车/, suffixes: ['外出调研用车', '学术交流用车', '多中心随访用车'] },
  { keywords: /报告|总结|汇报/, suffixes: ['工作报告', '进展报告', '工作总结'] },
  { keywords: /合同|协议/, suffixes: ['技术服务合同', '合作研究协议', '委托检测协议'] },
  { keywords: /新闻|通知|公告|资讯|文章/, suffixes: ['研究取得新进展', '项目顺利通过验收', '学术交流活动圆满举办'] },
];

export const SENTENCES = [
  '本项目围绕{topic}开展研究,拟建立规范的临床队列并完成关键指标的随访。',
  '前期已完成{topic}相关病例的回顾性分析,初步结果提示具有较好的应用前景。',
  '研究将采用多中心、前瞻性设计,严格执行知情同意与数据质量控制。',
  '课题组成员分工明确,具备开展{topic}研究所需的技术条件与平台支撑。',
  '经费使用符合预算科目要求,相关票据齐全,已按规定完成审批。',
  '本季度按计划推进各项工作,完成了样本收集与数据录入。',
  '针对{topic}诊疗中存在的问题,提出了改进措施并在科室内推广应用。',
  '项目执行过程中未发生严重不良事件,受试者权益得到充分保障。',
  '下一步将加强与兄弟科室的协作,进一步扩大样本量并开展机制研究。',
  '相关成果已整理成文,拟投稿至本领域核心期刊。',
  '申请材料齐全,研究方案科学可行,风险控制措施到位。',
  '请各科室按时完成填报,并将材料报送科研处备案。',
];

export const OPINIONS = [
  '同意。',
  '材料齐全,同意上报。',
  '经审核,符合相关规定,同意。',
  '请补充完善预算说明后再提交。',
  '方案科学可行,同意开展。',
  '同意,请按计划执行。',
];

export const REMARKS = ['已与科研处沟通确认。', '材料原件已交科研处存档。', '按年度计划执行。', '如有变更另行报告。', '附件另附。'];

export const ORGANISATIONS = [
  '中华医学会',
  '浙江省医学会',
  '滨江市卫生健康委员会',
  '浙江大学医学院',
  '复旦大学附属中山医院',
  '北京协和医院',
  '上海交通大学医学院附属瑞金医院',
  '华大基因科技有限公司',
  '杭州迪安医学检验中心',
  '药明康德新药开发有限公司',
];

export const BANKS = ['中国工商银行滨江支行', '中国建设银行滨江分行', '中国银行滨江支行', '招商银行滨江支行', '中国农业银行滨江支行'];

export const PLACES = [
  '门诊楼三楼会议室',
  '科研楼学术报告厅',
  '住院部12楼示教室',
  '中心实验室',
  '行政楼第一会议室',
  '杭州国际博览中心',
  '上海国际会议中心',
  '北京国家会议中心',
];

export const CITIES = ['杭州', '上海', '北京', '南京', '广州', '成都', '武汉', '宁波'];

/** Latin spellings of the seeded surnames, for e-mail addresses. */
export const SURNAME_PINYIN: Record<string, string> = {
  王: 'wang',
  李: 'li',
  张: 'zhang',
  刘: 'liu',
  陈: 'chen',
  杨: 'yang',
  黄: 'huang',
  赵: 'zhao',
  吴: 'wu',
  周: 'zhou',
  徐: 'xu',
  孙: 'sun',
  马: 'ma',
  朱: 'zhu',
  胡: 'hu',
  郭: 'guo',
  何: 'he',
  高: 'gao',
  林: 'lin',
  罗: 'luo',
  郑: 'zheng',
  梁: 'liang',
  谢: 'xie',
  宋: 'song',
  唐: 'tang',
  许: 'xu',
  韩: 'han',
  冯: 'feng',
  邓: 'deng',
  曹: 'cao',
};

export const PROVINCE_PLATE_PREFIXES = ['浙A', '浙B', '浙C'];

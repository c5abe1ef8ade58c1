/** Fixed demo facts: the institute, its departments, journals, and the vocabulary research titles are made of. */

export const TENANT = { FullName: '滨江市第一人民医院医学研究所', EnCode: 'BJYY' } as const;

export interface SeedDept {
  Name: string;
  EnCode: string;
  Category: '临床科室' | '医技科室' | '科研平台' | '职能部门';
  /** Research topics of the department, used to compose titles. */
  topics: string[];
}

export const DEPARTMENTS: SeedDept[] = [
  { Name: '心血管内科', EnCode: 'XXG', Category: '临床科室', topics: ['急性心肌梗死', '心力衰竭', '心房颤动', '冠状动脉粥样硬化'] },
  { Name: '呼吸与危重症医学科', EnCode: 'HXK', Category: '临床科室', topics: ['慢性阻塞性肺疾病', '重症肺炎', '肺结节', '急性呼吸窘迫综合征'] },
  { Name: '消化内科', EnCode: 'XHK', Category: '临床科室', topics: ['肝硬化', '炎症性肠病', '非酒精性脂肪性肝病', '早期胃癌'] },
  { Name: '神经内科', EnCode: 'SJK', Category: '临床科室', topics: ['急性缺血性脑卒中', '帕金森病', '阿尔茨海默病', '癫痫'] },
  { Name: '肿瘤科', EnCode: 'ZLK', Category: '临床科室', topics: ['非小细胞肺癌', '结直肠癌', '乳腺癌', '肝细胞癌'] },
  { Name: '普外科', EnCode: 'PWK', Category: '临床科室', topics: ['腹腔镜胆囊切除', '甲状腺结节', '腹股沟疝', '加速康复外科'] },
  { Name: '骨科', EnCode: 'GK', Category: '临床科室', topics: ['骨质疏松性骨折', '膝骨关节炎', '腰椎间盘突出症', '人工髋关节置换'] },
  { Name: '检验科', EnCode: 'JYK', Category: '医技科室', topics: ['脓毒症生物标志物', '循环肿瘤DNA', '耐药菌检测', '凝血功能'] },
  { Name: '影像科', EnCode: 'YXK', Category: '医技科室', topics: ['影像组学', '低剂量CT', '磁共振弥散成像', '深度学习辅助诊断'] },
  { Name: '药学部', EnCode: 'YXB', Category: '医技科室', topics: ['抗菌药物合理使用', '治疗药物监测', '药物不良反应', '临床药师干预'] },
  { Name: '中心实验室', EnCode: 'ZXSYS', Category: '科研平台', topics: ['肿瘤微环境', '外泌体', '单细胞测序', '肠道菌群'] },
  { Name: '科研处', EnCode: 'KYC', Category: '职能部门', topics: ['科研管理', '临床研究质量控制'] },
  // Offices the approval flows pass through: finance reviews costs and budgets, the institute office stamps and cars.
  { Name: '财务处', EnCode: 'CWC', Category: '职能部门', topics: ['科研经费管理', '财务内部控制'] },
  { Name: '院办公室', EnCode: 'YBGS', Category: '职能部门', topics: ['医院行政管理', '公文流转'] },
];

export const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '高',
  '林',
  '罗',
  '郑',
  '梁',
  '谢',
  '宋',
  '唐',
  '许',
  '韩',
  '冯',
  '邓',
  '曹',
];
export const GIVEN_NAMES = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '霞',
  '平',
  '刚',
  '桂英',
  '建国',
  '志强',
  '海燕',
  '晓东',
  '雪梅',
  '文博',
  '子涵',
  '浩然',
  '思琪',
  '嘉怡',
  '俊杰',
  '雨萱',
  '宇航',
  '欣怡',
  '振华',
  '立新',
  '春燕',
  '国庆',
];

export const TITLES_BY_CATEGORY: Record<SeedDept['Category'], string[]> = {
  临床科室: ['主任医师', '副主任医师', '主治医师', '住院医师', '主任护师', '主管护师'],
  医技科室: ['主任技师', '副主任技师', '主管技师', '副主任医师', '主治医师'],
  科研平台: ['研究员', '副研究员', '助理研究员'],
  职能部门: ['副研究员', '助理研究员', '主治医师'],
};

export interface SeedJournal {
  Name: string;
  ISSN: string;
  CN?: string;
  ImpactFactor: number | null;
  Partition: string;
  IncludedType: string;
  Publisher: string;
}

export const JOURNALS: SeedJournal[] = [
  { Name: '中华医学杂志', ISSN: '0376-2491', CN: '11-2137/R', ImpactFactor: null, Partition: '', IncludedType: '中文核心', Publisher: '中华医学会' },
  { Name: '中华心血管病杂志', ISSN: '0253-3758', CN: '11-2148/R', ImpactFactor: null, Partition: '', IncludedType: 'CSCD', Publisher: '中华医学会' },
  { Name: '中华消化杂志', ISSN: '0254-1432', CN: '11-2304/R', ImpactFactor: null, Partition: '', IncludedType: '中文核心', Publisher: '中华医学会' },
  { Name: '中华肿瘤杂志', ISSN: '0253-3766', CN: '11-2152/R', ImpactFactor: null, Partition: '', IncludedType: 'CSCD', Publisher: '中华医学会' },
  { Name: '中华外科杂志', ISSN: '0529-5815', CN: '11-2139/R', ImpactFactor: null, Partition: '', IncludedType: '中文核心', Publisher: '中华医学会' },
  { Name: '中华骨科杂志', ISSN: '0253-2352', CN: '12-1113/R', ImpactFactor: null, Partition: '', IncludedType: '中国科技核心', Publisher: '中华医学会' },
  { Name: 'The Lancet Oncology', ISSN: '1470-2045', ImpactFactor: 41.6, Partition: '中科院一区', IncludedType: 'SCIE', Publisher: 'Elsevier' },
  { Name: 'Journal of Hepatology', ISSN: '0168-8278', ImpactFactor: 26.8, Partition: '中科院一区', IncludedType: 'SCIE', Publisher: 'Elsevier' },
  { Name: 'Circulation', ISSN: '0009-7322', ImpactFactor: 35.5, Partition: '中科院一区', IncludedType: 'SCIE', Publisher: 'American Heart Association' },
  {
    Name: 'European Respiratory Journal',
    ISSN: '0903-1936',
    ImpactFactor: 16.6,
    Partition: '中科院一区',
    IncludedType: 'SCIE',
    Publisher: 'European Respiratory Society',
  },
  {
    Name: 'Chinese Medical Journal',
    ISSN: '0366-6999',
    CN: '11-2154/R',
    ImpactFactor: 7.5,
    Partition: '中科院二区',
    IncludedType: 'SCIE',
    Publisher: '中华医学会',
  },
  { Name: 'Frontiers in Oncology', ISSN: '2234-943X', ImpactFactor: 3.5, Partition: '中科院三区', IncludedType: 'SCIE', Publisher: 'Frontiers Media' },
  { Name: 'BMC Cancer', ISSN: '1471-2407', ImpactFactor: 3.4, Partition: 'JCR Q2', IncludedType: 'SCIE', Publisher: 'BioMed Central' },
  { Name: 'Scientific Reports', ISSN: '2045-2322', ImpactFactor: 3.8, Partition: '中科院三区', IncludedType: 'SCIE', Publisher: 'Nature Portfolio' },
];

export const THESIS_PATTERNS = [
  '{topic}患者预后相关因素的回顾性队列研究',
  '基于真实世界数据的{topic}诊疗路径分析',
  '{topic}的多中心随机对照试验:中期结果',
  '机器学习模型在{topic}风险预测中的应用',
  '{topic}相关生物标志物的筛选与验证',
  '{topic}规范化管理的质量改进研究',
  '{topic}患者生活质量及其影响因素的横断面调查',
  '{topic}诊治中的多学科协作模式探讨',
  '{topic}的流行病学特征与危险因素分析',
  '{topic}治疗后复发的预测模型构建',
  '{topic}相关指南的临床依从性评价',
  '{topic}的长期随访结果:单中心经验',
  '{topic}护理干预效果的系统评价与Meta分析',
  '{topic}病理生理机制的研究进展',
];

export const PATENT_PATTERNS: Array<{ name: string; type: '发明专利' | '实用新型' | '外观设计' }> = [
  { name: '一种用于{topic}的可调式固定装置', type: '实用新型' },
  { name: '一种{topic}辅助诊断方法及系统', type: '发明专利' },
  { name: '一种便携式{topic}监测设备', type: '实用新型' },
  { name: '基于深度学习的{topic}图像识别方法', type: '发明专利' },
  { name: '医用{topic}护理托架', type: '外观设计' },
  { name: '一种{topic}样本快速处理装置', type: '实用新型' },
  { name: '一种{topic}疗效评估方法、装置及存储介质', type: '发明专利' },
  { name: '一种{topic}患者康复训练器', type: '实用新型' },
  { name: '{topic}随访管理终端', type: '外观设计' },
  { name: '一种基于多模态数据的{topic}分级预警系统', type: '发明专利' },
];

export const PROBLEM_PATTERNS = [
  '{topic}发生发展的分子机制研究',
  '{topic}早期筛查体系的建立与推广',
  '{topic}精准治疗策略的临床转化研究',
  '{topic}患者全程管理模式的探索',
  '{topic}新型干预手段的安全性与有效性评价',
  '{topic}预后标志物的多组学研究',
  '基于人工智能的{topic}辅助决策系统研发',
  '{topic}规范化诊疗的区域推广应用',
  '{topic}耐药机制及逆转策略研究',
  '{topic}高危人群的队列建设与随访',
];

/** Funding source → level, and the range of approved funding (万元). */
export const PROBLEM_SOURCES: Array<{ source: string; level: string; funding: [number, number] }> = [
  { source: '国家自然科学基金', level: '国家级', funding: [30, 80] },
  { source: '国家重点研发计划', level: '国家级', funding: [80, 300] },
  { source: '省自然科学基金', level: '省部级', funding: [10, 30] },
  { source: '省卫生健康委科研项目', level: '省部级', funding: [5, 20] },
  { source: '市科技计划项目', level: '市厅级', funding: [5, 15] },
  { source: '院内科研基金', level: '院级', funding: [2, 5] },
];

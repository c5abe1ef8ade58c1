/**
 * The institute's public content, seeded once: the 17 introduction essays (/Essay_A … /Essay_Q, CMS Essay) and
 * the platform's about record (CMS About). Written as HTML paragraphs; the app sanitizes it before showing.
 */
import { stableId } from '../platform/db/ids.js';
import type { Db, Row } from '../platform/db/types.js';

export interface SeedEssay {
  Code: string;
  Title: string;
  Summary: string;
  Paragraphs: string[];
}

const p = (items: string[]): string => items.map((text) => `<p>${text}</p>`).join('');

export const SEED_ESSAYS: readonly SeedEssay[] = [
  {
    Code: 'Essay_A',
    Title: '中心介绍',
    Summary: '医学研究所科研服务中心的定位、职能与服务对象。',
    Paragraphs: [
      '科研服务中心是医学研究所统筹全院科研资源的综合服务部门,承担科研项目管理、公共平台运行、科研数据治理与成果转化服务等职能。',
      '中心面向全院临床科室、医技科室与研究团队,提供从课题立项、经费执行、伦理审查到成果登记的一站式服务,目前设有公共实验平台、精准研究院、临床研究院和重点实验室等业务单元。',
      '中心秉持“服务临床、支撑创新、规范管理”的理念,持续提升科研管理的信息化与专业化水平。',
    ],
  },
  {
    Code: 'Essay_B',
    Title: '公共实验平台',
    Summary: '面向全院开放共享的分子生物学、细胞生物学与病理技术平台。',
    Paragraphs: [
      '公共实验平台建筑面积约3200平方米,设有分子生物学实验室、细胞培养室、病理技术室、流式细胞分析室和生物样本库。',
      '平台实行预约开放、持证上机制度,全院科研人员经准入培训后均可使用;平台技术员提供实验设计咨询、标准化操作与数据初步分析服务。',
      '平台每年支撑各级科研课题二百余项,是全院基础与转化研究的核心支撑条件。',
    ],
  },
  {
    Code: 'Essay_C',
    Title: '精准研究院',
    Summary: '聚焦肿瘤与重大慢病的精准诊疗研究。',
    Paragraphs: [
      '精准研究院围绕肿瘤、心脑血管疾病和代谢性疾病,开展基因组学、蛋白组学与影像组学的整合研究,推动分子分型与个体化治疗的临床应用。',
      '研究院建有高通量测序平台与生物信息分析中心,与临床科室共建专病队列与标准化样本库,实现临床数据与组学数据的关联分析。',
      '研究院鼓励跨学科合作,面向院内外团队开放合作课题申报。',
    ],
  },
  {
    Code: 'Essay_D',
    Title: '临床研究院',
    Summary: '支撑研究者发起的临床研究与药物、器械临床试验。',
    Paragraphs: [
      '临床研究院负责全院临床研究的方案论证、质量控制与数据管理,为研究者发起的临床研究提供方法学、统计学与数据管理支持。',
      '研究院下设临床试验机构办公室、数据管理与统计分析室和研究护士团队,严格执行药物临床试验质量管理规范(GCP)。',
      '研究院定期组织临床研究方法学培训,帮助临床医师将临床问题转化为高质量研究。',
    ],
  },
  {
    Code: 'Essay_E',
    Title: '重点实验室',
    Summary: '省市级重点实验室的研究方向与开放课题。',
    Paragraphs: [
      '研究所现有省级重点实验室2个、市级重点实验室3个,研究方向涵盖肿瘤免疫、心血管重构、神经退行性疾病与感染性疾病。',
      '重点实验室实行主任负责制和学术委员会指导下的开放运行机制,每年发布开放课题指南,面向国内外研究人员招募合作。',
      '实验室注重青年人才培养,为博士后和青年研究人员提供科研启动支持。',
    ],
  },
  {
    Code: 'Essay_F',
    Title: '仪器管理',
    Summary: '大型仪器设备的采购论证、运行维护与使用登记。',
    Paragraphs: [
      '研究所对单价50万元以上的大型仪器实行全生命周期管理,包括采购可行性论证、安装验收、日常维护、计量校准与报废处置。',
      '每台大型仪器均指定责任技术员,建立使用登记、维修记录与年度效益评价档案,评价结果作为后续购置与经费安排的依据。',
      '仪器故障请通过平台报修,责任技术员将在一个工作日内响应。',
    ],
  },
  {
    Code: 'Essay_G',
    Title: '准入管理',
    Summary: '实验室与仪器使用的培训考核及准入流程。',
    Paragraphs: [
      '进入公共实验平台开展实验的人员须完成实验室安全培训、生物安全培训和相应仪器操作培训,考核合格后方可获得准入资格。',
      '准入流程为:在线提交申请、参加集中培训、完成理论与实操考核、签署安全承诺书、开通门禁与预约权限。',
      '准入资格有效期为两年,到期前须参加复训;违反实验室安全规定者将暂停其准入资格。',
    ],
  },
  {
    Code: 'Essay_H',
    Title: '团队管理',
    Summary: '科研团队的组建、考核与支持政策。',
    Paragraphs: [
      '研究所以学科带头人为核心组建科研团队,团队成员包括临床医师、专职科研人员、技术员与研究生。',
      '团队实行年度目标责任制与聘期考核,考核内容包括科研项目、论文专利、人才培养和平台贡献,考核结果与绩效分配挂钩。',
      '对新组建的青年团队,研究所在实验空间、启动经费与公共平台机时方面给予优先支持。',
    ],
  },
  {
    Code: 'Essay_I',
    Title: '技术员管理',
    Summary: '平台技术员的岗位职责、培训与考核。',
    Paragraphs: [
      '平台技术员负责仪器运行维护、实验技术服务、用户培训和实验室安全巡查,是公共平台稳定运行的关键力量。',
      '研究所为技术员建立分级岗位体系和专业技术培训计划,支持其参加国内外技术培训与资质认证。',
      '技术员考核以服务质量、用户评价、仪器完好率和技术创新为主要指标。',
    ],
  },
  {
    Code: 'Essay_J',
    Title: '研究所管理',
    Summary: '研究所的组织架构、管理制度与议事规则。',
    Paragraphs: [
      '研究所实行所长负责制,设所务会议和学术委员会,分别负责行政事务决策与学术事务评议。',
      '研究所下设科研管理办公室、公共平台管理办公室和综合办公室,分别负责科研项目与成果管理、平台运行和行政后勤保障。',
      '研究所各项规章制度可在“规章制度”栏目中查阅。',
    ],
  },
  {
    Code: 'Essay_K',
    Title: '科研服务管理',
    Summary: '科研项目全流程服务与经费管理。',
    Paragraphs: [
      '科研服务管理涵盖项目申报组织、立项评审、合同签订、经费拨付与报销、中期检查、结题验收与成果登记等环节。',
      '全部业务均可在本平台在线办理,审批进度实时可查;经费报销按照财务规定执行,并提取实际到账金额5%的医院管理费。',
      '如对流程有疑问,可通过平台“问题反馈”或致电科研管理办公室咨询。',
    ],
  },
  {
    Code: 'Essay_L',
    Title: '临床项目实验设计服务',
    Summary: '为临床研究提供研究设计、样本量估算与统计分析计划。',
    Paragraphs: [
      '实验设计服务由临床研究院方法学团队提供,内容包括研究类型选择、对照设置、随机化与盲法设计、样本量估算和统计分析计划制定。',
      '研究者可在课题申报前提交设计咨询申请,方法学团队将在五个工作日内安排面谈并出具书面建议。',
      '经设计咨询的项目在院内课题评审中可获得方法学加分。',
    ],
  },
  {
    Code: 'Essay_M',
    Title: '多组学平台服务',
    Summary: '基因组、转录组、蛋白组与代谢组检测分析服务。',
    Paragraphs: [
      '多组学平台提供全外显子测序、转录组测序、单细胞测序、蛋白质组与代谢组质谱检测等服务,并配套标准化的生物信息分析流程。',
      '样本送检前请与平台确认样本类型、保存条件与数量要求;平台对检测数据实行分级存储与权限管理,保障数据安全。',
      '院内课题组使用平台服务享受成本价收费,并可申请数据分析技术支持。',
    ],
  },
  {
    Code: 'Essay_N',
    Title: '技术服务与外包',
    Summary: '院外技术服务采购与外包项目管理。',
    Paragraphs: [
      '对院内平台无法开展的检测与技术服务,可通过技术服务外包方式委托具备资质的第三方机构完成。',
      '外包项目须提交外包申请,经科研管理办公室审核供应商资质、服务内容与报价后签订技术服务合同,经费从课题经费中列支。',
      '外包数据和样本须遵守人类遗传资源管理与数据安全相关规定。',
    ],
  },
  {
    Code: 'Essay_O',
    Title: '特殊服务',
    Summary: '动物实验、放射性实验与生物安全二级实验等特殊服务。',
    Paragraphs: [
      '特殊服务包括实验动物饲养与动物实验技术服务、放射性同位素实验、生物安全二级实验室使用等。',
      '开展动物实验须先通过动物伦理审查;放射性与高等级生物安全实验须持有相应资质,并在专人监督下进行。',
      '特殊服务实行单独预约,请提前五个工作日提交申请。',
    ],
  },
  {
    Code: 'Essay_P',
    Title: 'PI落地支持服务',
    Summary: '为新引进课题组长提供的实验室建设与运行支持。',
    Paragraphs: [
      '对新引进的课题组长(PI),研究所提供实验室空间规划、仪器设备配置、人员招聘与启动经费等一揽子落地支持。',
      '研究所指定专人作为落地联络人,协助办理平台准入、伦理申报、经费账户开设与研究生招生等事项。',
      '落地后第一年,研究所组织学术委员会对课题组的研究规划进行咨询评议,帮助其尽快形成稳定的研究方向。',
    ],
  },
  {
    Code: 'Essay_Q',
    Title: '大型仪器共享',
    Summary: '大型仪器开放共享的预约、收费与绩效评价。',
    Paragraphs: [
      '研究所大型仪器全部纳入开放共享范围,院内外用户均可通过平台预约使用,预约信息实时公开。',
      '共享收费执行研究所统一的收费标准,院内用户按成本价收费,院外用户按市场指导价收费,收费收入用于仪器维护与更新。',
      '研究所每年对大型仪器的共享率、使用机时与支撑成果进行绩效评价,并在全所范围内通报。',
    ],
  },
];

export const SEED_ABOUT = {
  Code: 'About',
  Title: '科研管理平台',
  Version: '2.0.0',
  Description: p([
    '科研管理平台是医学研究所的科研管理与办公协同系统,覆盖论文、专利、课题、经费、伦理审查、办公报告与培训内容等业务。',
    '平台支持在线填报、多级审批、统计报表与数据导出,帮助科研人员减少事务性工作,帮助管理部门掌握全所科研动态。',
  ]),
  Contact: '科研管理办公室 电话:0571-86000000 邮箱:kyc@bjyy.example.cn 地址:研究所综合楼3楼',
} as const;

/** The rows to insert (system columns are added by the caller's insert helper). */
export function publicContentRows(publishTime: string): Array<{ table: 'Essay' | 'About'; values: Row }> {
  const essays = SEED_ESSAYS.map((essay, index) => ({
    table: 'Essay' as const,
    values: {
      Code: essay.Code,
      Title: essay.Title,
      Summary: essay.Summary,
      Content: p(essay.Paragraphs),
      Cover_Id: null,
      Attachment_Id: null,
      Author: '科研管理办公室',
      PublishTime: publishTime,
      Published: 1,
      ViewCount: 0,
      SortCode: index + 1,
    },
  }));
  return [...essays, { table: 'About', values: { ...SEED_ABOUT } }];
}

/** Inserts the public content with ids derived from each row's code (no draw from the seed's random sequence). */
export async function insertPublicContent(trx: Db, time: string): Promise<void> {
  for (const { table, values } of publicContentRows(time)) {
    await trx
      .insertInto(table)
      .values({
        ...values,
        Id: stableId(`${table}:${String(values.Code)}`),
        Create_Time: time,
        Modify_Time: time,
        Create_User_Id: null,
        Modify_User_Id: null,
        RowVersion: 1,
      })
      .execute();
  }
}

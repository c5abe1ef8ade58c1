/** Plain String fields (no relate, no dictionary): chosen by name and Description, then fitted to stringLength. */
import type { FieldInfoStrut } from '../../../contract/index.js';
import type { CatalogueModule } from '../../platform/catalogue/types.js';
import { GIVEN_NAMES, SURNAMES } from '../referenceData.js';
import { codeMaker, isCodeField, type TextMaker } from './codes.js';
import type { DemoContext } from './demoContext.js';
import type { RecordState } from './recordState.js';
import { BANKS, CITIES, OPINIONS, ORGANISATIONS, PLACES, REMARKS, SENTENCES, SURNAME_PINYIN } from './textPools.js';
import { isTitleField, titleMaker } from './titles.js';

/** Modules a "ModuleName + Business_Id" pair points into: always seeded, so their ids exist. */
export const POLYMORPHIC_TARGETS = ['Thesis', 'Patent', 'Problem'] as const;

export function mobile(state: RecordState): string {
  return `1${state.prng.pick(['3', '5', '7', '8', '9'])}${state.prng.digits(9)}`;
}

function email(state: RecordState): string {
  const surname = state.person.Name.slice(0, 1);
  return `${SURNAME_PINYIN[surname] ?? 'bjyy'}${state.prng.digits(4)}@bjyy.org.cn`;
}

function sentences(state: RecordState, count: number): string {
  let text = '';
  for (let i = 0; i < count; i++) text += state.prng.pick(SENTENCES).replace('{topic}', state.topic);
  return text;
}

/** A name not among the seeded people: outside experts, drivers, lecturers from elsewhere. */
export function freshPersonName(state: RecordState): string {
  return state.prng.pick(SURNAMES) + state.prng.pick(GIVEN_NAMES);
}

function peopleNames(ctx: DemoContext): (state: RecordState, count: number) => string {
  return (state, count) => {
    const names = new Set<string>();
    for (let i = 0; i < count; i++) names.add(state.prng.pick(ctx.people).Name);
    return [...names].join('、');
  };
}

const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Safari/537.36 Edg/125.0',
];

/** Short values recognised by a keyword of the Description (or name). */
const SHORT_POOLS: Array<[RegExp, readonly string[]]> = [
  [/品牌|brand/i, ['大众', '丰田', '别克', '比亚迪', '本田', '红旗']],
  [/型号|model/i, ['帕萨特', '凯美瑞', 'GL8', '汉EV', '雅阁', 'H5']],
  [/颜色|color/i, ['白色', '黑色', '银色', '灰色']],
  [/计量单位|unit$/i, ['篇', '项', '人次', '万元', '个', '台']],
  [/形式|方式|mode/i, ['线下集中', '线上直播', '线上线下结合']],
  [/级别|等级|level/i, ['国家级', '省级', '市级', '院级']],
  [/状态|status/i, ['进行中', '已完成', '待启动']],
  [/对象|audience/i, ['全院医务人员', '科研骨干', '研究生', '新入职员工']],
  [/来源|source/i, ['国家自然科学基金', '省自然科学基金', '院内科研基金', '横向合作']],
  [/类型|类别|type|category/i, ['常规', '重点', '专项']],
];

function shortMaker(field: FieldInfoStrut): TextMaker {
  const text = `${field.Description} ${field.Name}`;
  for (const [pattern, pool] of SHORT_POOLS) if (pattern.test(text)) return (s) => s.prng.pick(pool);
  if (/届次|term/i.test(text)) return (s) => `第${s.prng.int(1, 12)}届`;
  return (s) => s.topic;
}

function longTextMaker(field: FieldInfoStrut): TextMaker {
  const text = `${field.Name} ${field.Description}`;
  if (/json/i.test(text)) {
    // The flow engine's Steps format (server/flow): department head, then a role.
    return (s) =>
      JSON.stringify([
        { Name: '科室审核', Approver: { Type: 'DeptHead' } },
        { Name: '科研处审核', Approver: { Type: 'Role', EnCode: s.prng.pick(['002', '001']) } },
      ]);
  }
  if (/意见|批注|结论|评语|opinion|annotation|comment/i.test(text)) return (s) => s.prng.pick(OPINIONS);
  if (/remark|备注/i.test(text)) return (s) => s.prng.pick(REMARKS);
  return (s) => sentences(s, s.prng.int(2, 4));
}

export function stringMaker(field: FieldInfoStrut, module: CatalogueModule, ctx: DemoContext): TextMaker {
  const name = field.Name;
  const description = field.Description;
  const text = `${name} ${description}`;
  const names = peopleNames(ctx);
  const maxLength = lengthRule(field)?.[1] ?? Number.POSITIVE_INFINITY;
  if (/phone|tel|电话|手机/i.test(text)) return mobile;
  if (/email|邮箱/i.test(text)) return email;
  if (/url|链接|网址/i.test(text)) return (s) => `https://www.bjyy.org.cn/ky/${s.year}/${s.sequence}.html`;
  if (/^modulename$/i.test(name)) {
    // With a Business_Id beside it, the module must be one whose record ids were loaded (see POLYMORPHIC_TARGETS).
    const flowModules = module.fieldsByName.has('Business_Id')
      ? [...POLYMORPHIC_TARGETS]
      : ctx.catalogue
          .all()
          .filter((m) => m.definition.Server?.Flow)
          .map((m) => m.name)
          .sort();
    return (s) => s.prng.pick(flowModules);
  }
  if (/^account$/i.test(name)) return (s) => s.owner.Account;
  if (/^ip$|ip地址/i.test(text)) return (s) => `10.${s.prng.int(10, 30)}.${s.prng.int(0, 255)}.${s.prng.int(2, 254)}`;
  if (/useragent|浏览器/i.test(text)) return (s) => s.prng.pick(USER_AGENTS);
  if (field.IsTextArea) return longTextMaker(field);
  if (isCodeField(field)) return codeMaker(field, module.definition.Description);
  if (isTitleField(field) && !/姓名/.test(description)) {
    const hasMonth = module.storedFields.some((f) => /^month$/i.test(f.Name));
    return titleMaker(field, module.definition.Description, hasMonth);
  }
  if (/计量单位/.test(description)) return shortMaker(field);
  if (/bank|银行/i.test(text)) return (s) => s.prng.pick(BANKS);
  if (/联系人|contact/i.test(text)) return (s) => names(s, 1);
  if (/单位|公司|供应商|出版|主办|承办|organizer|supplier|payer|payee|transferee|publisher|patentee|unit$/i.test(text)) {
    return (s) => (/workunit|工作单位|申请人单位/i.test(text) ? '滨江市第一人民医院' : s.prng.pick(ORGANISATIONS));
  }
  if (/地点|目的地|地址|location|place|destination|address/i.test(text)) return (s) => s.prng.pick(/目的地|destination/i.test(text) ? CITIES : PLACES);
  if (/成员|人员|其他作者|members|authors|experts|passengers|participants/i.test(text)) return (s) => names(s, s.prng.int(2, 4));
  if (/姓名|作者|主讲|讲师|负责人|联系人|带头人|专家|lecturer|leader|contact|author|人$/i.test(text)) {
    return (s) => (s.prng.chance(0.7) ? names(s, 1) : freshPersonName(s));
  }
  if (maxLength > 300) return longTextMaker(field);
  if (/原因|事由|理由|目的|内容|摘要|说明|依据|计划|情况|措施|reason|purpose|content|summary|plan|basis/i.test(text)) {
    return (s) => sentences(s, 1);
  }
  return shortMaker(field);
}

/** [min, max] of the stringLength rule, when there is one. */
export function lengthRule(field: FieldInfoStrut): [number, number] | null {
  const rule = (field.Rules ?? []).find((r) => r.RuleName.toLowerCase() === 'stringlength');
  const pars = rule?.RulePars;
  if (pars?.length !== 2) return null;
  return [Number(pars[0]), Number(pars[1])];
}

/** Cuts or pads a value into [min, max] characters (counted as the validator counts: code points). */
export function fitLength(value: string, range: [number, number] | null, keepTail: boolean): string {
  if (!range) return value;
  const [min, max] = range;
  // Fast path: UTF-16 length bounds the code-point count from above, and generated text has no astral characters.
  if (value.length <= max && value.length >= min) return value;
  let chars = [...value];
  if (chars.length > max) chars = keepTail ? chars.slice(chars.length - max) : chars.slice(0, max);
  while (chars.length < min) chars.push('0');
  return chars.join('');
}

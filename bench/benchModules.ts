/**
 * The two synthetic modules the benchmarks add to a temporary copy of the catalogue (adding a module is adding a
 * file): BenchWide, a 150-field form of mixed types, and BenchList, a 22-column list filled with 100,000 rows.
 */
import type { FieldInfoStrut } from '../contract/index';

export const WIDE_MODULE = 'BenchWide';
export const LIST_MODULE = 'BenchList';
export const WIDE_FIELD_COUNT = 150;
/** The text field the form benchmark types into (the first field of the form). */
export const TYPED_FIELD = 'Text001';

const DICTIONARIES = ['职称', '学历', '期刊分区', '收录类型', '课题级别', '课题来源'];
const RELATES = ['Person', 'Dept'];
const GROUPS = ['基本信息', '明细一', '明细二', '明细三', '明细四', '明细五'];

/** The i-th field of a rotating mix: text, integer, money, date, dictionary, relate, long text. */
function wideField(index: number): FieldInfoStrut {
  const n = String(index + 1).padStart(3, '0');
  const GroupNames = GROUPS[Math.floor((index * GROUPS.length) / WIDE_FIELD_COUNT)];
  switch (index % 7) {
    case 0:
      // Every fourth text field is required, so live validation has errors to show and clear.
      return {
        Name: `Text${n}`,
        Description: `文本${n}`,
        Type: 'String',
        GroupNames,
        Rules: [...(index % 28 === 0 ? [{ RuleName: 'required' }] : []), { RuleName: 'stringLength', RulePars: [2, 200] }],
      };
    case 1:
      return { Name: `Count${n}`, Description: `数量${n}`, Type: 'Int32', GroupNames, Rules: [{ RuleName: 'integer' }] };
    case 2:
      return { Name: `Amount${n}`, Description: `金额${n}`, Type: 'Decimal', GroupNames };
    case 3:
      return { Name: `Date${n}`, Description: `日期${n}`, Type: 'DateTime', GroupNames };
    case 4:
      return { Name: `Dict${n}`, Description: `字典${n}`, Type: 'String', EnumItemName: DICTIONARIES[index % DICTIONARIES.length], GroupNames };
    case 5: {
      const relate = RELATES[index % RELATES.length];
      return { Name: `${relate}${n}_Id`, Description: `关联${n}`, Type: 'String', Relate: relate, GroupNames };
    }
    default:
      return {
        Name: `Note${n}`,
        Description: `说明${n}`,
        Type: 'String',
        IsTextArea: true,
        GroupNames,
        Rules: [{ RuleName: 'stringLength', RulePars: [0, 1000] }],
      };
  }
}

const AUDIT_FIELDS: FieldInfoStrut[] = [
  { Name: 'Create_User_Id', Description: '填报人', Type: 'String', Relate: 'User', Hide: 'Form' },
  { Name: 'Create_Time', Description: '填报时间', Type: 'DateTime2', Hide: 'Form', Sortable: true },
  { Name: 'Modify_User_Id', Description: '修改人', Type: 'String', Relate: 'User', Hide: 'All' },
  { Name: 'Modify_Time', Description: '修改时间', Type: 'DateTime2', Hide: 'All' },
];

/** A module file as the catalogue reads it (`schemas/{Area}/{Module}.json`). */
export interface ModuleFile {
  Name: string;
  Description: string;
  RelateFields: string[];
  FieldInfoStruts: FieldInfoStrut[];
}

export function wideModule(): ModuleFile {
  const fields = Array.from({ length: WIDE_FIELD_COUNT }, (_, index) => wideField(index));
  // The list shows only the first columns: the form is what this module measures.
  for (const field of fields.slice(12)) field.Hide = 'List';
  return { Name: WIDE_MODULE, Description: '基准宽表单', RelateFields: [TYPED_FIELD], FieldInfoStruts: [...fields, ...AUDIT_FIELDS] };
}

/** 20 data columns plus 填报人 and 填报时间: the export's 100,000 × 20+ sheet. */
export function listModule(): ModuleFile {
  const fields: FieldInfoStrut[] = Array.from({ length: 20 }, (_, index) => {
    const field = wideField(index);
    // Sortable title, like real modules; relates stay (the export shows their names).
    return index === 0 ? { ...field, Sortable: true } : field;
  });
  return { Name: LIST_MODULE, Description: '基准列表', RelateFields: [TYPED_FIELD], FieldInfoStruts: [...fields, ...AUDIT_FIELDS] };
}

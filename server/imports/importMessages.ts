/** What the importer tells a caller, in the words the dialog shows (D-IMPORT). */
import { MAX_IMPORT_ROWS } from './importLimits.js';

export const IMPORT_MESSAGES = {
  notImportable: '该模块不支持导入',
  wrongType: '仅支持 .xlsx 格式的 Excel 文件',
  tooLarge: '导入文件大小超过限制(30MB)',
  tooManyRows: `导入行数超过上限(${MAX_IMPORT_ROWS.toLocaleString('en-US')} 行),请拆分后分批导入`,
  tooManyColumns: '导入文件的列数过多',
  zipBomb: '导入文件解压后过大,疑似压缩炸弹,已拒绝',
  damaged: '导入文件已损坏或不是有效的 Excel 文件',
  formulas: '导入文件含有公式,请将公式转换为数值后再导入',
  externalLinks: '导入文件含有外部链接,请删除外部链接后再导入',
  macros: '导入文件含有宏,请另存为不含宏的 .xlsx 后再导入',
  noRows: '导入文件中没有数据行',
  noColumns: '导入文件的表头与模板不符,请下载模板后填写',
  parseTimeout: '导入文件解析超时,请拆分后分批导入',
  jobNotFound: '导入任务不存在',
  busy: '您有导入正在进行,请等待其完成后再导入',
} as const;

/** Per-cell reasons, in the ExceptionReason column and the error sheet. */
export const CELL_MESSAGES = {
  notFound: (value: string) => `找不到“${value}”`,
  ambiguous: (value: string) => `“${value}”对应多条记录,请写明工号或编码`,
  notInDictionary: (value: string) => `“${value}”不在字典范围内`,
  notAnOption: (value: string) => `“${value}”不是可选值`,
  duplicateInFile: (row: number) => `与第 ${row} 行重复`,
  duplicateInDatabase: '已存在相同记录',
  booleanInvalid: (value: string) => `“${value}”应为 是 或 否`,
} as const;

/** What the server export says (zh-Hans, D-DOWN-3). */
import { EXPORT_BAD_COLUMNS, MAX_SERVER_EXPORT_ROWS } from '../../contract/index.js';

export const EXPORT_MESSAGES = {
  badColumns: EXPORT_BAD_COLUMNS,
  unknownColumn: (name: string) => (name.length <= 50 ? `导出列不存在:${name}` : '导出列不存在'),
  tooManyRows: (total: number) => `导出数据共 ${total} 条,超过 Excel 的上限 ${MAX_SERVER_EXPORT_ROWS} 条,请缩小查询范围后再导出`,
  busy: '您已有一个导出任务正在进行,请在下载中心等待其完成后再导出',
  serverBusy: '服务器上正在进行的导出任务较多,请稍后再试',
  jobNotFound: '导出任务不存在或已过期',
  failed: '导出失败,请稍后重试',
  done: (title: string, rows: number) => `${title}已完成(共${rows}条),请到下载中心下载`,
  failedNotice: (title: string) => `${title}失败,请稍后重试`,
  title: (description: string) => `${description}导出`,
} as const;

/** What the 操作日志 answers a caller, in Chinese. */
export const OPER_LOG_MESSAGES = {
  forbidden: '操作日志仅限管理员或被授予“操作日志”权限的用户查看',
  tooLong: (what: string, max: number) => `${what}过长,最多 ${max} 个字符`,
  badAction: '操作类型无效,应为新增、修改、删除、导入或审批',
  badTime: (what: string) => `${what}格式无效,应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss`,
  badRange: '开始时间不能晚于结束时间',
  badSize: '每页条数应为 1 到 100 之间的整数',
  badAnchor: '翻页位置无效,请回到第一页',
  moduleNotFound: '模块不存在',
  lineNotFound: '该操作日志不存在或已清理',
  badRetention: (min: number, max: number) => `保留时长应为 ${min} 到 ${max} 之间的整数(月)`,
  exportBusy: '您已有一个操作日志导出正在进行,请在下载中心查看',
  exportTooMany: (max: number) => `符合条件的日志超过 ${max} 条,请缩小时间范围或增加筛选条件后再导出`,
  exportFailed: '操作日志导出失败,请稍后重试',
} as const;

/**
 * The rule catalogue's messages, word for word as the requirements give them. The form shows them beside the field
 * and the server answers a refused write with the same text, so a person reads one wording wherever a rule fails.
 */
export const RULE_MESSAGES = {
  required: (field: string) => `${field}是必填的`,
  stringLength: (field: string, min: number, max: number) => `${field}长度要求在[${min},${max}]之间`,
  email: '邮箱地址无效',
  phone: '手机号码无效',
  integer: '只能输入整数!',
  number: '只能输入数字!',
  month: '月份不合法',
  passwordStrength: '密码强度不对,要求8-16位大小写字母+数字+特殊符号',
  enumValue: '取值不在可选范围内',
  unique: (field: string) => `${field}重复!`,
} as const;

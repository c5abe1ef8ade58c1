/**
 * The 操作日志's bodies: the export's filters (`POST /api/OperLog/Export`, as the list's query string) and the
 * retention (`PUT /api/OperLog/Setting`). Each value is read and bounded by the server in the order whose first
 * failure answers (server/operLog/operLogFilter.ts); a body that is no object answers its own text.
 */
import { Type, type Static } from 'typebox';

export const OPER_LOG_BODY_NOT_OBJECT = '操作日志请求格式不正确';

const anyValue = () => Type.Optional(Type.Unsafe<string>({}));

export const OperLogFilterBodySchema = Type.Object(
  { User: anyValue(), Module: anyValue(), Record: anyValue(), Action: anyValue(), From: anyValue(), To: anyValue(), Address: anyValue() },
  { errorMessage: { type: OPER_LOG_BODY_NOT_OBJECT }, examples: [{ Module: 'Thesis', Action: '修改', From: '2026-01-01', To: '2026-01-31' }] },
);
export type OperLogFilterBody = Static<typeof OperLogFilterBodySchema>;

export const OperLogSettingBodySchema = Type.Object(
  { RetentionMonths: Type.Optional(Type.Unsafe<number>({})) },
  { errorMessage: { type: OPER_LOG_BODY_NOT_OBJECT }, examples: [{ RetentionMonths: 36 }] },
);
export type OperLogSettingBody = Static<typeof OperLogSettingBodySchema>;

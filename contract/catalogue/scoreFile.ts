/**
 * The shape of a score scheme, `schemas/scores/<code>.json`. The server checks every file against it at start
 * (server/scores/validateScoreFile.ts), then what the shape cannot say — roles and keys unique, one value per factor in
 * each default rule, rule combinations unique — and the catalogue's modules, fields and options
 * (checkScoreAgainstCatalogue.ts).
 */
import Type from 'typebox';
import { SCORE_LIMITS } from '../score.js';
import { Code, Conditions, EditorSchema, FieldRef, IDENTIFIER, Key, List, ModuleName, PermissionRef, Routes, Text, Via } from './descriptorParts.js';

const MAX_CONDITIONS = 12;
const MAX_ROUTES = 8;
const POINTS_PROBLEM = `应为 0 到 ${SCORE_LIMITS.maxPoints} 的数,最多两位小数`;

export const ScoreFileSchema = Type.Object(
  {
    $schema: EditorSchema,
    Code: Code('方案编码:也是积分列表的路径 /{Code}/scoreList'),
    Title: Text('方案名称,如 论文积分'),
    Module: ModuleName('计分的模块'),
    Earners: List(
      Type.Object(
        {
          Role: Text('得分人的角色,如 第一作者', '应为角色名称(如 第一作者)'),
          Person: FieldRef('得分人所在的字段 {Field, Via?}'),
        },
        { additionalProperties: false },
      ),
      1,
      SCORE_LIMITS.maxEarners,
      '得分人',
    ),
    Dept: FieldRef('积分计入的科室字段'),
    Date: FieldRef('决定年度的日期字段'),
    Name: FieldRef('列表中记录的名称字段'),
    Where: Type.Optional(Conditions(MAX_CONDITIONS, '计分的记录(如 FlowStatus == 已通过)')),
    Factors: List(
      Type.Object(
        {
          Key: Key('因素的键'),
          Label: Text('因素名称'),
          Field: Type.String({ pattern: `${IDENTIFIER}|^\\$Role$`, description: '决定分值的字段;$Role 表示得分人的角色', errorMessage: '应为字段名' }),
          Via,
        },
        { additionalProperties: false },
      ),
      1,
      SCORE_LIMITS.maxFactors,
      '决定分值的因素',
    ),
    Category: Text('规则默认计入的评价指标类别', '应为评价指标类别'),
    Defaults: List(
      Type.Object(
        {
          Values: Type.Array(Text('因素的取值或 *', '应为因素的取值或 *'), { description: '每个因素的取值,* 表示任意' }),
          Points: Type.Number({ minimum: 0, maximum: SCORE_LIMITS.maxPoints, description: '分值,最多两位小数', errorMessage: POINTS_PROBLEM }),
          Category: Type.Optional(Text('本规则计入的评价指标类别', '应为评价指标类别')),
        },
        { additionalProperties: false },
      ),
      1,
      SCORE_LIMITS.maxRules,
      '方案尚无规则时写入的默认规则',
    ),
    Columns: Type.Optional(List(FieldRef(), 0, SCORE_LIMITS.maxColumns, '积分列表中另外显示的字段')),
    Permission: PermissionRef('应为 {Module, Action}'),
    Routes: Routes(MAX_ROUTES, '积分列表的页面路径'),
  },
  { additionalProperties: false, $id: 'score.schema.json', title: '积分方案文件', description: 'schemas/scores/<编码>.json' },
);

export { POINTS_PROBLEM };

/**
 * The shape of a report descriptor, `schemas/reports/<code>.json`. The server checks every file against it at start
 * (server/reports/validateReportFile.ts) and then what the shape cannot say: keys unique, references between parts,
 * measures, sort and summary, derived expressions, and the catalogue's modules and fields
 * (checkReportAgainstCatalogue.ts).
 */
import Type from 'typebox';
import { REPORT_AGGREGATES, REPORT_CHART_KINDS, REPORT_LIMITS, REPORT_MEASURE_FORMATS } from '../report.js';
import { Code, Conditions, EditorSchema, FieldName, FieldRef, IDENTIFIER, Key, List, ModuleName, PermissionRef, Routes, Text, Via } from './descriptorParts.js';

const BandSchema = Type.Object(
  {
    Label: Text('分段名称'),
    Min: Type.Optional(Type.Number({ description: '下限(含)' })),
    Max: Type.Optional(Type.Number({ description: '上限(不含)' })),
  },
  { additionalProperties: false },
);

const DimensionSchema = Type.Object(
  {
    Key: Key('维度的键'),
    Label: Text('维度名称'),
    Field: FieldName,
    Via,
    Bucket: Type.Optional(
      Type.Object(
        {
          Kind: Type.Enum(['Value', 'Year', 'Quarter', 'Month', 'NumberBands', 'AgeBands'], { description: '分组方式:取值、年、季度、月、数值分段、年龄分段' }),
          Bands: Type.Optional(List(BandSchema, 1, REPORT_LIMITS.maxBands, '分段(NumberBands、AgeBands)')),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

const FormatSchema = Type.Enum([...REPORT_MEASURE_FORMATS], { description: '数字格式' });

const MeasureSchema = Type.Object(
  {
    Key: Key('指标的键'),
    Label: Text('指标名称'),
    Field: Type.Optional(FieldName),
    Via,
    Aggregate: Type.Enum([...REPORT_AGGREGATES], { description: '汇总方式;count 不取字段' }),
    Format: Type.Optional(FormatSchema),
    Part: Type.Optional(Type.String({ pattern: IDENTIFIER, description: '来自哪个组成部分(Parts 的 Name)', errorMessage: '应为某个组成部分的 Name' })),
    Hidden: Type.Optional(Type.Boolean({ description: '只供派生指标使用,不显示' })),
  },
  { additionalProperties: false },
);

const FilterSchema = Type.Object(
  {
    Key: Key('筛选的键'),
    Label: Text('筛选名称'),
    Field: FieldName,
    Via,
    Kind: Type.Enum(['yearRange', 'dateRange', 'select', 'multiSelect', 'keyword'], { description: '筛选方式' }),
  },
  { additionalProperties: false },
);

const PartSchema = Type.Object(
  {
    Name: Key('组成部分的名称'),
    Module: ModuleName('组成部分的模块'),
    Where: Type.Optional(Conditions(REPORT_LIMITS.maxConditions, '固定条件')),
    Dimensions: Type.Record(Type.String(), FieldRef(), { description: '每个维度的 Key 对应本模块的字段 {Field, Via?}' }),
    Filters: Type.Optional(Type.Record(Type.String(), FieldRef(), { description: '筛选的 Key 对应本模块的字段 {Field, Via?}' })),
  },
  { additionalProperties: false },
);

const DerivedSchema = Type.Object(
  {
    Key: Key('派生指标的键'),
    Label: Text('派生指标名称'),
    Expression: Type.String({
      maxLength: REPORT_LIMITS.maxExpressionLength,
      description: '由其他指标的键与 + - * / ( ) 数字组成的表达式',
      errorMessage: `应为不超过 ${REPORT_LIMITS.maxExpressionLength} 字的表达式`,
    }),
    Format: Type.Optional(FormatSchema),
  },
  { additionalProperties: false },
);

export const ReportFileSchema = Type.Object(
  {
    $schema: EditorSchema,
    Code: Code('报表编码:/api/report/{Code}'),
    Title: Text('报表标题'),
    Description: Type.Optional(Type.String({ maxLength: 2000, description: '报表说明', errorMessage: '应为文字' })),
    Module: ModuleName('数据来源模块'),
    Where: Type.Optional(Conditions(REPORT_LIMITS.maxConditions, '固定条件(如只统计已通过的记录)')),
    Dimensions: List(DimensionSchema, 1, REPORT_LIMITS.maxDimensions, '维度:第一个为图表的分类轴,第二个形成系列'),
    Measures: List(MeasureSchema, 1, REPORT_LIMITS.maxMeasures, '指标'),
    Parts: Type.Optional(List(PartSchema, 0, REPORT_LIMITS.maxParts, '来自其他模块的组成部分')),
    Derived: Type.Optional(List(DerivedSchema, 0, REPORT_LIMITS.maxDerived, '由其他指标计算的派生指标')),
    Filters: Type.Optional(List(FilterSchema, 0, REPORT_LIMITS.maxFilters, '页面上的筛选')),
    Charts: List(Type.Enum([...REPORT_CHART_KINDS]), 1, REPORT_CHART_KINDS.length, '提供的图表,第一个为默认'),
    Sort: Type.Optional(
      Type.Object(
        {
          By: Type.String({ description: '按哪个维度或指标的 Key 排序' }),
          Desc: Type.Optional(Type.Boolean({ description: '降序' })),
        },
        { additionalProperties: false },
      ),
    ),
    Limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: REPORT_LIMITS.maxRows, description: '只取前 N 行(排行)', errorMessage: `应为 1 到 ${REPORT_LIMITS.maxRows} 的整数` }),
    ),
    Summary: Type.Optional(List(Type.String(), 0, REPORT_LIMITS.maxMeasures, '显示为汇总卡片的指标 Key')),
    Permission: Type.Union([Type.Literal('Anonymous'), PermissionRef()], {
      description: '"Anonymous" 或 {Module, Action}',
      errorMessage: '应为 "Anonymous" 或 {Module, Action}',
    }),
    Routes: Routes(REPORT_LIMITS.maxRoutes, '报表回答的页面路径'),
  },
  { additionalProperties: false, $id: 'report.schema.json', title: '报表定义文件', description: 'schemas/reports/<编码>.json' },
);

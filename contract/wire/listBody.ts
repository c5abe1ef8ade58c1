/**
 * The list call's body (`POST /api/{M}/List` and every call that pages like it) as a JSON Schema: what the server
 * validates, with the Chinese texts its bounds answer, and the type the clients send. The case of the keys and numbers
 * sent as text are the server's to canonicalise before validation (form bodies carry only strings).
 */
import { Type, type Static } from 'typebox';
import type { Compare, PageFilter } from '../list.js';
import { MAX_FILTER_VALUE_LENGTH, MAX_IN_VALUES, MAX_LIST_FILTERS, MAX_LIST_VALUES, MAX_PAGE_INDEX, DEFAULT_PAGE_SIZE } from '../list.js';

export const LIST_MESSAGES = {
  pageIndexOutOfRange: `页码超出范围(最大 ${MAX_PAGE_INDEX})`,
  tooManyFilters: `查询条件过多(最多 ${MAX_LIST_FILTERS} 个)`,
  valueTooLong: `查询值过长(最多 ${MAX_FILTER_VALUE_LENGTH} 个字符)`,
  tooManyInValues: `查询值过多(一个条件最多 ${MAX_IN_VALUES} 个)`,
  tooManyValues: `查询值过多(最多 ${MAX_LIST_VALUES} 个)`,
  invalidFilter: '查询条件无效',
} as const;

/** Text of at most a filter value's length (a field name, a keyword, a sort field). */
const boundedText = { maxLength: MAX_FILTER_VALUE_LENGTH, errorMessage: { maxLength: LIST_MESSAGES.valueTooLong } };

export const PageFilterSchema = Type.Object(
  {
    /** A field name; with Compare `$` several names joined by `;`. Numbers and booleans are read as their text. */
    Name: Type.Optional(
      Type.Unsafe<string>({
        type: ['string', 'number', 'boolean'],
        ...boundedText,
        errorMessage: { type: LIST_MESSAGES.invalidFilter, maxLength: LIST_MESSAGES.valueTooLong },
      }),
    ),
    /** One of COMPARES (surrounding spaces ignored); checked after validation, where the answer names the one sent. */
    Compare: Type.Optional(Type.Unsafe<Compare>({ type: ['string', 'number', 'boolean'], errorMessage: LIST_MESSAGES.invalidFilter })),
    /** An `in` filter's values joined by `,` or as an array; bounded after validation (an `in` item by item). */
    Value: Type.Optional(
      Type.Unsafe<PageFilter['Value'] | ReadonlyArray<string | number | boolean>>({
        type: ['string', 'number', 'boolean', 'null', 'array'],
        items: { type: ['string', 'number', 'boolean', 'null'] },
        errorMessage: LIST_MESSAGES.invalidFilter,
      }),
    ),
  },
  { errorMessage: { type: LIST_MESSAGES.invalidFilter } },
);

/** The paging, search and sort of a list call, without a route's own extra fields. A search or sort that cannot be read is 查询条件无效. */
export const PAGE_PARA_PROPERTIES = {
  /** From 1; what is not a whole number from 1 reads as 1. */
  PageIndex: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_INDEX,
      default: 1,
      errorMessage: { maximum: LIST_MESSAGES.pageIndexOutOfRange },
    }),
  ),
  /** Rows per page; what is not a whole number from 1 reads as DEFAULT_PAGE_SIZE, more than MAX_PAGE_SIZE as that. */
  PageSize: Type.Optional(Type.Integer({ minimum: 1, default: DEFAULT_PAGE_SIZE })),
  Condition: Type.Optional(
    Type.Object(
      {
        KeyWord: Type.Optional(Type.Unsafe<string>({ type: ['string', 'number'], ...boundedText })),
        Filters: Type.Optional(
          Type.Array(PageFilterSchema, {
            maxItems: MAX_LIST_FILTERS,
            errorMessage: { maxItems: LIST_MESSAGES.tooManyFilters, type: LIST_MESSAGES.invalidFilter },
          }),
        ),
      },
      { errorMessage: LIST_MESSAGES.invalidFilter },
    ),
  ),
  SortInfo: Type.Optional(
    Type.Object(
      {
        Name: Type.Optional(Type.String(boundedText)),
        /** `asc` or `desc` (also `ascend` / `descend`, any case); anything else sorts ascending. */
        Mode: Type.Optional(Type.Unsafe<'asc' | 'desc'>({ type: 'string' })),
      },
      { errorMessage: LIST_MESSAGES.invalidFilter },
    ),
  ),
};

export const PageParaSchema = Type.Object(PAGE_PARA_PROPERTIES, {
  examples: [
    {
      PageIndex: 1,
      PageSize: 10,
      Condition: { KeyWord: '', Filters: [{ Name: 'FlowStatus', Compare: '==', Value: '已通过' }] },
      SortInfo: { Name: 'PublishDate', Mode: 'desc' },
    },
  ],
});

export type PagePara = Static<typeof PageParaSchema>;

/** The export dialog's request (POST /api/export/{module}/Start): a list call and the keys of the columns it shows. */
import { Type, type Static } from 'typebox';
import { MAX_EXPORT_COLUMNS } from '../exports.js';
import { PAGE_PARA_PROPERTIES } from './listBody.js';

export const EXPORT_BAD_COLUMNS = `导出列无效(最多 ${MAX_EXPORT_COLUMNS} 列,每列为字段名)`;

/** A column key is a field name; longer than this is none. */
const MAX_COLUMN_NAME = 100;

export const ExportRequestSchema = Type.Object(
  {
    ...PAGE_PARA_PROPERTIES,
    /** Absent, null or empty: the columns the list shows. */
    Columns: Type.Optional(
      Type.Union([Type.Array(Type.String({ maxLength: MAX_COLUMN_NAME }), { maxItems: MAX_EXPORT_COLUMNS }), Type.Null()], {
        errorMessage: EXPORT_BAD_COLUMNS,
      }),
    ),
  },
  { examples: [{ PageIndex: 1, PageSize: 10, Condition: { KeyWord: '' }, Columns: ['Title', 'PublishDate'] }] },
);

export type ExportRequest = Static<typeof ExportRequestSchema>;

/**
 * The server's answer: the rows the list holds for this request, and the job exporting them when there are more
 * than the threshold (null: the browser exports them itself).
 */
export const ExportStartedSchema = Type.Object(
  {
    JobId: Type.Union([Type.String(), Type.Null()]),
    Total: Type.Integer(),
    /** The threshold the server applied, for the dialog's message. */
    Threshold: Type.Integer(),
  },
  { examples: [{ JobId: null, Total: 120, Threshold: 200000 }] },
);
export type ExportStarted = Static<typeof ExportStartedSchema>;

import type { FieldInfoStrut, ModuleStruts } from '../../contract/index.js';
import { type FieldKind } from './fieldKinds.js';
/** A list column as the generic list screen renders it (data-modules spec §2, §9). */
export interface ListColumn {
    key: string;
    title: string;
    width: number;
    sortable: boolean;
    kind: FieldKind;
    money: boolean;
    /** The related object beside a relate field (`Dept` beside `Dept_Id`). */
    relatedObject: string | null;
    /** The first related field links to the record. */
    linksToRecord: boolean;
    /** Options of an EnumValues field, to show its label. */
    options: Record<string, string> | null;
    /** How the export's 合计 row totals this column: money columns are summed; null = no total. */
    aggregate: ColumnAggregate | null;
}
export type ColumnAggregate = 'sum';
/** Shown only for abnormal (imported) rows: data-modules spec §2. */
export declare const EXCEPTION_COLUMNS: string[];
export declare function columnWidth(fieldName: string): number;
export declare function isMoneyField(field: FieldInfoStrut): boolean;
export declare function listColumns(struts: ModuleStruts, options?: {
    showExceptionColumns?: boolean;
}): ListColumn[];

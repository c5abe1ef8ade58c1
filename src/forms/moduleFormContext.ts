import type { ApiRecord } from '../../contract/index';
import type { FormDataStore } from './formDataStore';
import type { PendingEdits } from './buffered/pendingEdits';
import type { BlurErrorStore } from './blur/blurErrorStore';

/** What the module form hands its widgets through rjsf's formContext. */
export interface ModuleFormContext {
  moduleName: string;
  recordId: string | null;
  /** The record as loaded plus related objects picked since (for labels of values already chosen). */
  record: ApiRecord | null;
  /** The form's current data; dependent widgets subscribe to their parent's value (useFormValue). */
  formDataStore: FormDataStore;
  /** Text fields hold typed values until typing pauses; submitting flushes them first. */
  pendingEdits: PendingEdits;
  /** Messages of the fields already left (checks on blur); each field shows its own. */
  blurErrors?: BlurErrorStore;
  /** Remote selects report the rows they have shown, so choosing a person can fill the department. */
  rememberRows: (relate: string, rows: readonly ApiRecord[]) => void;
  labelCol: { style: Record<string, string> };
  wrapperCol: { style: Record<string, string> };
  colSpan: number;
}

/** Labels take 30%, values 70% (DM-FORM-3). */
export const FORM_COLUMNS = {
  labelCol: { style: { flex: '0 0 30%', maxWidth: '30%' } },
  wrapperCol: { style: { flex: '0 0 70%', maxWidth: '70%' } },
  colSpan: 24,
};

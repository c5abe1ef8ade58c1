import { startTransition, useCallback, useMemo, useRef, useState } from 'react';
import { useCreate, useOne, useUpdate } from '@refinedev/core';
import type { UiSchema } from '@rjsf/utils';
import type { ApiRecord, ModuleStruts } from '../../contract/index';
import { fieldInfoToJsonSchema } from '../adapter/fieldInfoToJsonSchema';
import { verifyUnique } from '../../providers/endpoints/modules';
import { useApi } from '../app/ApiContext';
import { formDataToRecord, formFields, recordToFormData } from './formModel';
import { fillDeptFromPerson } from './personDeptFill';
import { fillNameFromPerson } from './personNameFill';
import { applyReadOnly, type FormReadOnly } from './readOnlyFields';
import { validateFields, type FieldErrorEntry } from '../../core/rules/fieldRules';
import { mergeUiSchema } from './uiSchemaOverrides';
import { uniqueChecks, uniqueError } from './uniqueFields';

/** A form-level verification: a message stops the save (shown in the 提示 alert), null lets it go on. */
export type FormVerify = (record: ApiRecord) => string | null | undefined | Promise<string | null | undefined>;

export type SubmitOutcome = { ok: true; record: ApiRecord } | { ok: false; errors: FieldErrorEntry[] } | { ok: false; verifyMessage: string };

export interface ModuleFormOptions {
  readOnly?: FormReadOnly;
  verify?: FormVerify;
  /** Per-field UI settings over the adapter's (ui:options allowAdd, minDate, ...). */
  uiSchema?: UiSchema;
}

/** The generic form's model: schema from the descriptors, the record, checks and save. No rendering here. */
export function useModuleForm(struts: ModuleStruts, recordId: string | null, { readOnly = false, verify, uiSchema: overrides }: ModuleFormOptions = {}) {
  const { http } = useApi();
  const mode = recordId ? 'edit' : 'create';
  const fields = useMemo(() => formFields(struts), [struts]);
  const { result: loaded, query } = useOne<ApiRecord>({
    resource: struts.Name,
    id: recordId ?? '',
    queryOptions: { enabled: recordId !== null, staleTime: 0 },
  });
  const [edited, setEdited] = useState<Record<string, unknown> | null>(null);
  // Related objects picked in this form (e.g. the department filled from a person), for the selects' labels.
  const [pickedRelated, setPickedRelated] = useState<ApiRecord>({});
  const initial = useMemo(() => (loaded ? recordToFormData(struts, loaded) : undefined), [struts, loaded]);
  const formData = edited ?? initial;
  // The newest data, set as a change arrives: the unsaved-changes checks (a tab's ×, a reload) ask before the
  // transition below has rendered it.
  const latest = useRef<Record<string, unknown> | null>(null);
  const { mutateAsync: create, mutation: createMutation } = useCreate<ApiRecord>();
  const { mutateAsync: update, mutation: updateMutation } = useUpdate<ApiRecord>();

  const built = useMemo(() => fieldInfoToJsonSchema(struts, mode), [struts, mode]);
  const recordForReadOnly = useMemo(() => ({ ...(loaded ?? {}), ...(formData ?? {}) }), [loaded, formData]);
  const uiSchema = useMemo(
    () => applyReadOnly(mergeUiSchema(built.uiSchema, overrides), fields, readOnly, recordForReadOnly),
    [built.uiSchema, overrides, fields, readOnly, recordForReadOnly],
  );

  // Rows the remote selects have shown, by relate and Id: a chosen person's department is read from here.
  const seenRows = useRef(new Map<string, ApiRecord>());
  const rememberRows = useCallback((relate: string, rows: readonly ApiRecord[]) => {
    for (const row of rows) if (typeof row.Id === 'string') seenRows.current.set(`${relate.toLowerCase()}:${row.Id}`, row);
  }, []);

  /** Takes the form's next data, filling the name and the department from a newly chosen person. */
  const change = useCallback(
    (next: Record<string, unknown>) => {
      const person = (id: string) => seenRows.current.get(`person:${id}`);
      const filled = fillDeptFromPerson(fields, formData ?? {}, fillNameFromPerson(fields, formData ?? {}, next, person), person);
      if (filled.related) {
        const { name, value } = filled.related;
        setPickedRelated((previous) => ({ ...previous, [name]: value }));
      }
      latest.current = filled.data;
      // rjsf already shows the change; the page's own re-render may wait for the next keystroke.
      startTransition(() => setEdited(filled.data));
    },
    [fields, formData],
  );

  const validate = useCallback((data: Record<string, unknown>) => validateFields(fields, data, { mode }), [fields, mode]);

  const submit = useCallback(
    async (data: Record<string, unknown>): Promise<SubmitOutcome> => {
      const errors = validate(data);
      if (errors.length > 0) return { ok: false, errors };
      const taken = await Promise.all(
        uniqueChecks(struts.Name, recordId, fields, data).map(async ({ field, request }) => ((await verifyUnique(http, request)) ? uniqueError(field) : null)),
      );
      const duplicates = taken.filter((entry): entry is FieldErrorEntry => entry !== null);
      if (duplicates.length > 0) return { ok: false, errors: duplicates };
      const values = formDataToRecord(struts, data);
      const verifyMessage = verify ? await verify(recordId ? { ...values, Id: recordId } : values) : null;
      if (verifyMessage) return { ok: false, verifyMessage };
      if (recordId) {
        const rowVersion = loaded?.RowVersion;
        const response = await update({
          resource: struts.Name,
          id: recordId,
          values: rowVersion !== undefined ? { ...values, RowVersion: rowVersion } : values,
          successNotification: { message: '保存成功', type: 'success' },
        });
        return { ok: true, record: response.data };
      }
      const response = await create({ resource: struts.Name, values, successNotification: { message: '保存成功', type: 'success' } });
      return { ok: true, record: response.data };
    },
    [validate, struts, recordId, fields, http, loaded, update, create, verify],
  );

  const record = useMemo<ApiRecord | null>(
    () => (loaded || Object.keys(pickedRelated).length > 0 ? { ...(loaded ?? {}), ...pickedRelated } : null),
    [loaded, pickedRelated],
  );

  /** Puts data into the form at once: a restored draft, or what was loaded when it is discarded. */
  const replace = useCallback((data: Record<string, unknown>) => {
    latest.current = data;
    setEdited(data);
  }, []);
  const current = useCallback(() => latest.current ?? formData, [formData]);

  return {
    mode,
    schema: built.schema,
    /** The form's sections (the read view shows the same). */
    groups: built.groups,
    /** What was loaded (undefined for a new record, or while loading). */
    initial,
    current,
    replace,
    uiSchema,
    formData,
    change,
    rememberRows,
    record,
    loading: recordId !== null && query.isLoading,
    loadError: query.error,
    saving: createMutation.isPending || updateMutation.isPending,
    validate,
    submit,
  };
}

import type { UiSchema } from '@rjsf/utils';
import type { ModuleStruts } from '../../contract/index';
import { WITHHELD_TEXT } from '../../core/permissions/personalFields';
import { mergeUiSchema } from './uiSchemaOverrides';

/** The page's UI settings, with 无权查看 in the place of each field withheld from the reader (`used` differs from `described`). */
export function withheldPlaceholders(described: ModuleStruts, used: ModuleStruts, pageUiSchema: UiSchema | undefined): UiSchema | undefined {
  if (described === used) return pageUiSchema;
  const withheld: UiSchema = {};
  used.FieldInfoStruts.forEach((field, index) => {
    if (field !== described.FieldInfoStruts[index]) withheld[field.Name] = { 'ui:placeholder': WITHHELD_TEXT };
  });
  return mergeUiSchema(pageUiSchema ?? {}, withheld);
}

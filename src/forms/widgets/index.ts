import { Widgets } from '@rjsf/antd';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { DateTimeWidget, DateWidget } from './DateWidget';
import { DictionarySelectWidget } from './DictionarySelectWidget';
import { MaskedPasswordWidget } from './MaskedPasswordWidget';
import { RelateSelectWidget } from './RelateSelectWidget';
import { RelateCheckboxWidget } from './RelateCheckboxWidget';
import { PermissionTreeWidget } from './permission/PermissionTreeWidget';
import { DataScopeWidget } from './dataScope/DataScopeWidget';
import { ResourceWidget } from './ResourceWidget';
import { BufferedTextareaWidget } from '../buffered/bufferedInputs';

/**
 * rjsf-antd opens its select's list inside the field; sections out of view skip painting (content-visibility in
 * GroupedObjectFieldTemplate), which clips what overflows a section and lets the next one cover the list. The list
 * opens in the page's body instead, like every other select of the app (rjsf-antd's own hook for this).
 */
(Widgets.SelectWidget as unknown as { getPopupContainerCallback: () => (node: HTMLElement) => HTMLElement }).getPopupContainerCallback = () => () =>
  document.body;

/** The widgets the adapter (and the read-only setting) names in ui:widget. */
export const moduleFormWidgets: RegistryWidgetsType = {
  DateWidget,
  DateTimeWidget,
  DictionarySelectWidget,
  MaskedPasswordWidget,
  RelateSelectWidget,
  RelateCheckboxWidget,
  PermissionTreeWidget,
  DataScopeWidget,
  ResourceWidget,
  // rjsf's own name: every textarea holds its typed value until typing pauses.
  TextareaWidget: BufferedTextareaWidget,
};

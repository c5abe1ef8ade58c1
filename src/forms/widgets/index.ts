import type { RegistryWidgetsType } from '@rjsf/utils';
import { DateTimeWidget, DateWidget } from './DateWidget';
import { DictionarySelectWidget } from './DictionarySelectWidget';
import { RelateSelectWidget } from './RelateSelectWidget';
import { ResourceWidget } from './ResourceWidget';

/** The widgets the adapter names in ui:widget. */
export const moduleFormWidgets: RegistryWidgetsType = {
  DateWidget,
  DateTimeWidget,
  DictionarySelectWidget,
  RelateSelectWidget,
  ResourceWidget,
};

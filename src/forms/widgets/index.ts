import type { RegistryWidgetsType } from '@rjsf/utils';
import { DateTimeWidget, DateWidget } from './DateWidget';
import { DictionarySelectWidget } from './DictionarySelectWidget';
import { MaskedPasswordWidget } from './MaskedPasswordWidget';
import { RelateSelectWidget } from './RelateSelectWidget';
import { ResourceWidget } from './ResourceWidget';
import { BufferedTextareaWidget } from '../buffered/bufferedInputs';

/** The widgets the adapter (and the read-only setting) names in ui:widget. */
export const moduleFormWidgets: RegistryWidgetsType = {
  DateWidget,
  DateTimeWidget,
  DictionarySelectWidget,
  MaskedPasswordWidget,
  RelateSelectWidget,
  ResourceWidget,
  // rjsf's own name: every textarea holds its typed value until typing pauses.
  TextareaWidget: BufferedTextareaWidget,
};

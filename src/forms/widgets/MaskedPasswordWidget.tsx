import { Input } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { MASKED_PASSWORD } from '../readOnlyFields';

/** A read-only password: masked text that tells neither the value nor its length. */
export function MaskedPasswordWidget({ id, value }: WidgetProps) {
  return <Input id={id} readOnly value={value ? MASKED_PASSWORD : ''} />;
}

/**
 * The generic form's text and number controls (D-UI-1, D-UI-2): numbers in antd's InputNumber that refuse letters as
 * they are typed, money shown with thousands separators and two decimals (DM-CONST-4); length-limited text with a
 * character counter that stops at the limit (counted in characters, as the length rule counts). Anything else is
 * rjsf-antd's own control.
 */
import type { ChangeEvent, KeyboardEvent } from 'react';
import { Input, InputNumber } from 'antd';
import { Templates, Widgets } from '@rjsf/antd';
import { ariaDescribedByIds, getSchemaType, type WidgetProps } from '@rjsf/utils';
import { formatMoney } from '../../../core/adapter/formatValue';
import { acceptsTypedKey, formatMoneyText, numberTextOnly, parseMoneyText } from './numberInputText';

const FULL_WIDTH = { width: '100%' } as const;
const AntdBaseInput = Templates.BaseInputTemplate!;
const AntdTextarea = Widgets.TextareaWidget!;

/** Counted in characters (code points), like the length rule (core/rules/checks.ts). */
const characterCount = (text: string): number => Array.from(text).length;

function isEditable(props: WidgetProps): boolean {
  return !props.readonly && !props.disabled;
}

function readonlyAsDisabled(props: WidgetProps): boolean {
  const context = props.registry.formContext as { readonlyAsDisabled?: boolean };
  return props.disabled === true || ((context.readonlyAsDisabled ?? true) && props.readonly === true);
}

/** A key that would put a letter, a second point or (money) a third decimal into a number field goes nowhere. */
function refusesKey(event: KeyboardEvent<HTMLInputElement>, kind: { integer: boolean; money: boolean }): void {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const input = event.currentTarget;
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  if (!acceptsTypedKey(input.value, start, end, event.key, kind)) event.preventDefault();
}

function NumberInput(props: WidgetProps & { integer: boolean; money: boolean }) {
  const { id, htmlName, value, onChange, onBlur, onFocus, options, placeholder, integer, money } = props;
  const editable = isEditable(props);
  const toText = (shown: string | number | undefined, info: { userTyping: boolean; input: string }): string => {
    if (info.userTyping) return money ? formatMoneyText(info.input) : numberTextOnly(info.input, integer);
    if (shown === undefined || shown === '') return '';
    return money ? formatMoney(shown) : String(shown);
  };
  return (
    <InputNumber<number>
      id={id}
      name={htmlName || id}
      style={FULL_WIDTH}
      value={typeof value === 'number' ? value : value === null || value === undefined || value === '' ? null : Number(value)}
      placeholder={placeholder}
      disabled={readonlyAsDisabled(props)}
      changeOnWheel={false}
      precision={integer ? 0 : money ? 2 : undefined}
      formatter={toText}
      parser={(text) => Number(money ? parseMoneyText(text ?? '') : numberTextOnly(text ?? '', integer))}
      onKeyDown={(event) => refusesKey(event, { integer, money })}
      onChange={editable ? (next) => onChange(next === null ? options.emptyValue : next) : undefined}
      onBlur={editable ? (event) => onBlur(id, event.target.value) : undefined}
      onFocus={editable ? (event) => onFocus(id, event.target.value) : undefined}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}

function maxLengthOf(props: WidgetProps): number | null {
  const max = props.options.maxLength;
  return typeof max === 'number' && max > 0 ? max : null;
}

/**
 * The counter, and the stop at the limit as antd's `maxLength` makes it (D-UI-2): typing or pasting past the rule's
 * maximum keeps the first `max` characters — counted as the rule counts, so a character outside the BMP is one.
 */
function countOf(max: number) {
  return {
    show: true,
    max,
    strategy: characterCount,
    exceedFormatter: (text: string, { max: limit }: { max: number }) => Array.from(text).slice(0, limit).join(''),
  };
}

function textChange(props: WidgetProps) {
  return ({ target }: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => props.onChange(target.value === '' ? props.options.emptyValue : target.value);
}

/** BaseInputTemplate: numbers and counted text here, everything else as rjsf-antd renders it. */
export function ModuleBaseInput(props: WidgetProps) {
  const type = getSchemaType(props.schema);
  if (type === 'number' || type === 'integer') return <NumberInput {...props} integer={type === 'integer'} money={props.options.money === true} />;
  const max = maxLengthOf(props);
  if (max === null || props.type === 'password') return <AntdBaseInput {...props} />;
  const editable = isEditable(props);
  return (
    <Input
      id={props.id}
      name={props.htmlName || props.id}
      style={FULL_WIDTH}
      value={typeof props.value === 'string' ? props.value : (props.value ?? '')}
      placeholder={props.placeholder}
      disabled={readonlyAsDisabled(props)}
      count={countOf(max)}
      onChange={editable ? textChange(props) : undefined}
      onBlur={editable ? (event) => props.onBlur(props.id, event.target.value) : undefined}
      onFocus={editable ? (event) => props.onFocus(props.id, event.target.value) : undefined}
      aria-describedby={ariaDescribedByIds(props.id)}
    />
  );
}

/** TextareaWidget: a counter under length-limited text areas. */
export function ModuleTextarea(props: WidgetProps) {
  const max = maxLengthOf(props);
  if (max === null) return <AntdTextarea {...props} />;
  const editable = isEditable(props);
  return (
    <Input.TextArea
      id={props.id}
      name={props.htmlName || props.id}
      style={FULL_WIDTH}
      rows={typeof props.options.rows === 'number' ? props.options.rows : 4}
      value={typeof props.value === 'string' ? props.value : (props.value ?? '')}
      placeholder={props.placeholder}
      disabled={readonlyAsDisabled(props)}
      count={countOf(max)}
      onChange={editable ? textChange(props) : undefined}
      onBlur={editable ? (event) => props.onBlur(props.id, event.target.value) : undefined}
      onFocus={editable ? (event) => props.onFocus(props.id, event.target.value) : undefined}
      aria-describedby={ariaDescribedByIds(props.id)}
    />
  );
}

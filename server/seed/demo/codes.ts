/**
 * Identifiers: codes and numbers (KY-2024-0012, ISBN, plate numbers, invoice numbers ...). Built from the record's
 * sequence number, so they are unique within a module without looking anything up.
 */
import type { FieldInfoStrut } from '../../../contract/index.js';
import { PROVINCE_PLATE_PREFIXES } from './textPools.js';
import type { RecordState } from './recordState.js';

export type TextMaker = (state: RecordState) => string;

const CODE_NAME = /(code|no|num|number|isbn|issn|vin|appid|account)$/i;
const CODE_DESCRIPTION = /(编号|编码|号码|单号|批号|文号|凭证号|登记号|备案号|注册号|证号|账号|流水号|批件号|车牌号|工号|ISBN|ISSN)/;

export function isCodeField(field: FieldInfoStrut): boolean {
  return CODE_NAME.test(field.Name) || CODE_DESCRIPTION.test(field.Description);
}

const seq = (s: RecordState, width: number): string => String(s.sequence).padStart(width, '0');
const yy = (s: RecordState): string => String(s.year % 100).padStart(2, '0');
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** A short prefix saying what the code numbers (科研 KY, 合同 HT ...). */
function prefixOf(field: FieldInfoStrut, moduleDescription: string): string {
  const text = `${field.Description}${moduleDescription}`;
  const prefixes: Array<[RegExp, string]> = [
    [/伦理/, 'LL'],
    [/合同|协议/, 'HT'],
    [/报销|费用/, 'BX'],
    [/预算/, 'YS'],
    [/备案/, 'BA'],
    [/登记/, 'DJ'],
    [/档案/, 'DA'],
    [/认领/, 'RL'],
    [/岗位/, 'GW'],
    [/平台/, 'PT'],
    [/凭证/, 'PZ'],
    [/申请/, 'SQ'],
    [/干细胞/, 'GXB'],
  ];
  return prefixes.find(([pattern]) => pattern.test(text))?.[1] ?? 'KY';
}

export function codeMaker(field: FieldInfoStrut, moduleDescription: string): TextMaker {
  const text = `${field.Name} ${field.Description}`;
  if (/isbn/i.test(text)) return (s) => `978-7-${100 + (s.sequence % 900)}-${seq(s, 5).slice(-5)}-${s.sequence % 10}`;
  if (/issn/i.test(text)) return (s) => `${seq(s, 4).slice(-4)}-${s.prng.digits(3)}${s.prng.pick(['X', '1', '5', '7'])}`;
  if (/vin/i.test(text)) return (s) => `L${Array.from({ length: 10 }, () => s.prng.pick([...VIN_CHARS])).join('')}${seq(s, 6).slice(-6)}`;
  if (/plate|车牌/i.test(text))
    return (s) => `${s.prng.pick(PROVINCE_PLATE_PREFIXES)}${String.fromCharCode(65 + (Math.floor(s.sequence / 10000) % 26))}${seq(s, 4).slice(-4)}`;
  if (/license|驾驶证/i.test(text)) return (s) => `330${s.prng.digits(3)}${s.prng.int(1965, 1995)}${s.prng.digits(2)}${seq(s, 6).slice(-6)}`;
  if (/account|账号/i.test(text)) return (s) => `6222${s.prng.digits(6)}${seq(s, 9)}`;
  if (/invoice|发票/i.test(text)) return (s) => `${yy(s)}33${seq(s, 8)}`;
  if (/registrationno|注册号/i.test(text)) return (s) => `ChiCTR${yy(s)}${seq(s, 8)}`;
  if (/docno|文号/i.test(text)) return (s) => `滨一医科〔${s.year}〕${s.sequence}号`;
  if (/serial|流水号/i.test(text)) return (s) => `${s.year}${String(s.month).padStart(2, '0')}${seq(s, 10)}`;
  if (/appid/i.test(text)) return (s) => `wx${s.sequence.toString(16).padStart(16, '0')}`;
  if (/workcode|工号/i.test(text)) return (s) => `BJ${20000 + s.sequence}`;
  if (/encode|编码/i.test(text)) return (s) => `${prefixOf(field, moduleDescription)}${seq(s, 3)}`;
  if (/version|版本/i.test(text)) return (s) => `V${s.prng.int(1, 3)}.${s.prng.int(0, 9)}`;
  const prefix = prefixOf(field, moduleDescription);
  return (s) => `${prefix}-${s.year}-${seq(s, 4)}`;
}

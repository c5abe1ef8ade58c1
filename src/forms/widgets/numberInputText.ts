/**
 * What a number field shows and takes while typed (DM-CONST-4): money with thousands separators and at
 * most two decimals; integers digits only. Letters never enter the field: the parser drops them as they are typed.
 */

/** Keeps what can be part of a number: digits, one decimal point (unless integer) and a leading minus. */
export function numberTextOnly(text: string, integer: boolean): string {
  const negative = text.trimStart().startsWith('-');
  let digits = '';
  let pointSeen = false;
  for (const char of text) {
    if (char >= '0' && char <= '9') digits += char;
    else if (char === '.' && !integer && !pointSeen) {
      pointSeen = true;
      digits += char;
    }
  }
  return negative ? `-${digits}` : digits;
}

/** Money as typed, grouped by thousands ("1234567.5" → "1,234,567.5"); decimals beyond two are cut. */
export function formatMoneyText(text: string): string {
  const clean = numberTextOnly(text, false);
  const negative = clean.startsWith('-');
  const unsigned = negative ? clean.slice(1) : clean;
  const [whole, fraction] = unsigned.split('.') as [string, string | undefined];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const shown = fraction === undefined ? grouped : `${grouped}.${fraction.slice(0, 2)}`;
  return negative ? `-${shown}` : shown;
}

/** The money text back to what InputNumber parses (no separators). */
export function parseMoneyText(text: string): string {
  const clean = numberTextOnly(text, false);
  const point = clean.indexOf('.');
  return point < 0 ? clean : clean.slice(0, point + 3);
}

/**
 * Whether a typed character goes into a number field (the key is refused otherwise, so it never shows): digits, one
 * point (not for integers), a minus in front; money takes no third decimal. Separators already shown are ignored.
 */
export function acceptsTypedKey(shown: string, selectionStart: number, selectionEnd: number, key: string, kind: { integer: boolean; money: boolean }): boolean {
  if (key.length !== 1) return true;
  const next = `${shown.slice(0, selectionStart)}${key}${shown.slice(selectionEnd)}`.replace(/,/g, '');
  const pattern = kind.integer ? /^-?\d*$/ : kind.money ? /^-?\d*(\.\d{0,2})?$/ : /^-?\d*(\.\d*)?$/;
  return pattern.test(next);
}

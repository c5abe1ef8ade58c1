/**
 * ASP.NET-style form binding: `Condition.Filters[0].Name=x` → `{Condition:{Filters:[{Name:'x'}]}}`.
 * Repeated plain keys become arrays; an empty value stays ''. Keys that could reach Object.prototype are dropped;
 * a key nested deeper than MAX_INPUT_DEPTH answers 400 (it would be built, then walked, level by level).
 */
import { badRequest } from './httpError.js';
import { INPUT_TOO_DEEP, MAX_INPUT_DEPTH } from './inputBounds.js';

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);

/** `A.B[0][1].C` → ['A', 'B', 0, 1, 'C']; `A[]` → ['A', -1] (append). Returns null for malformed keys. */
export function parseFormKey(key: string): Array<string | number> | null {
  if (/\.\.|^\.|\.$|\.\[/.test(key)) return null; // a dot must introduce a name
  const segments: Array<string | number> = [];
  const pattern = /([^.[\]]+)|\[(\d*)\]|\./g;
  let consumed = 0;
  for (const match of key.matchAll(pattern)) {
    if (match.index !== consumed) return null;
    consumed += match[0].length;
    if (match[1] !== undefined) segments.push(match[1]);
    else if (match[2] !== undefined) segments.push(match[2] === '' ? -1 : Number(match[2]));
  }
  if (consumed !== key.length || segments.length === 0 || typeof segments[0] !== 'string') return null;
  if (segments.some((s) => typeof s === 'string' && FORBIDDEN_SEGMENTS.has(s))) return null;
  return segments;
}

type Container = FormObject | FormValue[];

function isContainer(value: FormValue | undefined): value is Container {
  return typeof value === 'object' && value !== null;
}

function assign(root: FormObject, path: Array<string | number>, value: string): void {
  let node: Container = root;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i];
    const last = i === path.length - 1;
    const nextIsIndex = !last && typeof path[i + 1] === 'number';
    if (Array.isArray(node)) {
      const index = typeof segment === 'number' ? (segment < 0 ? node.length : segment) : Number.NaN;
      if (Number.isNaN(index) || index > 10000) return; // a name on an array, or an absurd index: ignore
      if (last) {
        node[index] = value;
        return;
      }
      if (!isContainer(node[index])) node[index] = nextIsIndex ? [] : {};
      node = node[index] as Container;
    } else {
      const key = String(segment);
      if (last) {
        const previous = node[key];
        if (previous === undefined) node[key] = value;
        else if (Array.isArray(previous)) previous.push(value);
        else if (typeof previous === 'string') node[key] = [previous, value];
        return;
      }
      if (!isContainer(node[key])) node[key] = nextIsIndex ? [] : {};
      node = node[key] as Container;
    }
  }
}

/** Sparse indexes (`[0]`, `[2]`) leave holes; they are closed so callers see plain arrays. */
function compact(value: FormValue): FormValue {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compact);
  if (typeof value === 'object') {
    for (const key of Object.keys(value)) value[key] = compact(value[key]);
  }
  return value;
}

export function parseAspNetForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = parseFormKey(key);
    if (path && path.length > MAX_INPUT_DEPTH) throw badRequest(INPUT_TOO_DEEP);
    if (path) assign(root, path, value);
  }
  return compact(root) as FormObject;
}

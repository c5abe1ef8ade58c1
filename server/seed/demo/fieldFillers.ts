/**
 * One filler per field, built once per module from its descriptor; per row it only draws values.
 * A filler answers undefined when a unique field with a fixed set of values has none left.
 */
import { IMPORT_COLUMNS } from '../../platform/catalogue/importColumns.js';
import type { FieldInfoStrut } from '../../../contract/index.js';
import { RESOURCE_RELATE } from '../../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../../platform/catalogue/types.js';
import type { ColumnValue } from '../../platform/db/types.js';
import { isRequired, isUnique } from '../../records/index.js';
import { formatUtcDate, isBirthDate } from './datePlan.js';
import type { DemoContext, DemoUser } from './demoContext.js';
import { decimalMaker, intMaker } from './numbers.js';
import type { RecordState } from './recordState.js';
import { fitLength, lengthRule, stringMaker } from './texts.js';
import { isCodeField } from './codes.js';

export type FieldFiller = (state: RecordState) => ColumnValue | undefined;

export interface FillerSources {
  ctx: DemoContext;
  /** Ids of related modules (lower-case name → ids), including this module's own earlier rows. */
  relatedIds: Map<string, string[]>;
  /** Of those, the approved ones of this year (lower-case name → ids): a featured row relates to them (featuredRows.ts). */
  featuredIds?: Map<string, string[]>;
  /** Values unique fields already hold (field name → values); generated values are added as they are drawn. */
  taken: Map<string, Set<string>>;
}

/** Most records are approved or under review; some are drafts, returned or refused. */
const FLOW_WEIGHTS: Record<string, number> = { 已通过: 50, 审核中: 25, 未提交: 12, 已退回: 8, 不通过: 5 };

function weightedPicker(keys: string[]): (state: RecordState) => string {
  const weights = keys.map((k) => FLOW_WEIGHTS[k] ?? 5);
  const total = weights.reduce((a, b) => a + b, 0);
  return (s) => {
    let r = s.prng.next() * total;
    for (let i = 0; i < keys.length; i++) if ((r -= weights[i]) < 0) return keys[i];
    return keys[keys.length - 1];
  };
}

/** Optional fields are left empty now and then, as people leave them. */
function sometimes(field: FieldInfoStrut, rate: number, fill: FieldFiller): FieldFiller {
  if (isRequired(field)) return fill;
  return (s) => (s.prng.next() < rate ? fill(s) : null);
}

/** A unique field with a fixed set of values: each value once, then nothing left. */
function uniqueChoice(values: string[], taken: Set<string>): FieldFiller {
  return (s) => {
    const free = values.filter((v) => !taken.has(v));
    if (free.length === 0) return undefined;
    const value = s.prng.pick(free);
    taken.add(value);
    return value;
  };
}

function choice(field: FieldInfoStrut, values: string[], sources: FillerSources): FieldFiller {
  if (values.length === 0) return () => null;
  if (isUnique(field)) return uniqueChoice(values, takenOf(sources, field));
  if (field.Name === 'FlowStatus') return weightedPicker(values);
  return sometimes(field, 0.9, (s) => s.prng.pick(values));
}

function takenOf(sources: FillerSources, field: FieldInfoStrut): Set<string> {
  let set = sources.taken.get(field.Name);
  if (!set) sources.taken.set(field.Name, (set = new Set()));
  return set;
}

/**
 * A User field: the record's owner where the field is the applicant or sender; a receiver is everyone else in turn,
 * so every demo account has messages in its inbox (a random pick left some, the administrator once, with none);
 * any other user field a random account.
 */
function userPicker(field: FieldInfoStrut, users: readonly DemoUser[]): (s: RecordState) => string {
  const text = field.Name + field.Description;
  if (/applicant|申请人|sender|发送/i.test(text)) return (s) => s.owner.Id;
  if (/receiver|接收/i.test(text)) {
    return (s) => {
      const others = users.filter((user) => user.Id !== s.owner.Id);
      return others.length === 0 ? s.owner.Id : others[(s.sequence - 1) % others.length].Id;
    };
  }
  return (s) => s.prng.pick(users).Id;
}

function relateFiller(field: FieldInfoStrut, module: CatalogueModule, sources: FillerSources, isFirstPerson: boolean, isFirstDept: boolean): FieldFiller {
  const target = (field.Relate ?? '').toLowerCase();
  const { ctx } = sources;
  const array = field.Type === 'Array';
  if (target === RESOURCE_RELATE.toLowerCase()) {
    // Files are not generated: a required attachment is one of the stored demo files, an optional one is left out.
    return isRequired(field) && !array && ctx.attachmentIds.length > 0 ? (s) => s.prng.pick(ctx.attachmentIds) : () => null;
  }
  const self = target === module.name.toLowerCase();
  let pickId: (s: RecordState) => string;
  if (target === 'person' && !self) pickId = isFirstPerson ? (s) => s.person.Id : (s) => s.prng.pick(ctx.people).Id;
  else if (target === 'dept' && !self) pickId = isFirstDept ? (s) => s.dept.Id : (s) => s.prng.pick(ctx.depts).Id;
  else if (target === 'user') pickId = userPicker(field, ctx.users);
  else {
    const ids = sources.relatedIds.get(target) ?? [];
    if (ids.length === 0) return () => null;
    const featuredIds = sources.featuredIds?.get(target) ?? [];
    pickId = (s) => s.prng.pick(s.featured && featuredIds.length > 0 ? featuredIds : ids);
  }
  if (array) {
    return sometimes(field, 0.9, (s) => {
      const ids = new Set<string>();
      const count = s.prng.int(1, 3);
      for (let i = 0; i < count; i++) ids.add(pickId(s));
      return JSON.stringify([...ids]);
    });
  }
  // Self-relates (parent records) point at an earlier row now and then, else nothing.
  if (self) return (s) => (s.prng.chance(0.3) ? pickId(s) : null);
  return sometimes(field, 0.85, pickId);
}

function dateFiller(field: FieldInfoStrut): FieldFiller {
  if (isBirthDate(field)) {
    // Staff aged 28 to 64 on the seed's today, so age bands (/problem/groupc) stay true whenever it runs.
    return sometimes(field, 0.9, (s) => {
      const year = new Date(s.today).getUTCFullYear();
      return formatUtcDate(Date.UTC(s.prng.int(year - 64, year - 28), s.prng.int(0, 11), s.prng.int(1, 28)));
    });
  }
  // Planned dates that the plan left out (optional, skipped for this record) stay empty.
  return (s) => {
    const text = s.dates.get(field.Name);
    return text === undefined ? null : text;
  };
}

function booleanFiller(field: FieldInfoStrut): FieldFiller {
  const text = `${field.Name} ${field.Description}`;
  const rate = /valid|enabled|published|有效|启用|发布/i.test(text) ? 0.85 : /top|置顶/i.test(text) ? 0.15 : /read|已读/i.test(text) ? 0.6 : 0.3;
  return (s) => (s.prng.next() < rate ? 1 : 0);
}

function uniqueText(make: (s: RecordState) => string, taken: Set<string>): FieldFiller {
  return (s) => {
    let value = make(s);
    for (let attempt = 2; taken.has(value); attempt++) {
      if (attempt > 1000) return undefined;
      value = `${make(s)}${attempt}`;
    }
    taken.add(value);
    return value;
  };
}

function stringFiller(field: FieldInfoStrut, module: CatalogueModule, sources: FillerSources): FieldFiller {
  const make = stringMaker(field, module, sources.ctx);
  const range = lengthRule(field);
  const keepTail = isCodeField(field);
  const fitted = (s: RecordState): string => fitLength(make(s), range, keepTail);
  if (isUnique(field)) {
    const taken = takenOf(sources, field);
    return uniqueText(fitted, taken);
  }
  const rate = /remark|备注/i.test(field.Name + field.Description) ? 0.5 : 0.85;
  return sometimes(field, rate, fitted);
}

/** Business_Id beside ModuleName: the id of a record of that module (filled before it, as in the files). */
function businessIdFiller(sources: FillerSources): FieldFiller {
  return (s) => {
    const ids = sources.relatedIds.get(String(s.values.ModuleName ?? '').toLowerCase()) ?? [];
    return ids.length > 0 ? s.prng.pick(ids) : null;
  };
}

export function fillerFor(field: FieldInfoStrut, module: CatalogueModule, sources: FillerSources, firstPerson: boolean, firstDept: boolean): FieldFiller {
  // Generated rows come from no sheet: never abnormal, no import reasons (D-IMPORT-1).
  if (IMPORT_COLUMNS.some((c) => c.Name === field.Name)) return () => (field.Type === 'Boolean' ? 0 : null);
  if (field.Name === 'Business_Id' && module.fieldsByName.has('ModuleName')) return businessIdFiller(sources);
  if (field.Relate) return relateFiller(field, module, sources, firstPerson, firstDept);
  if (field.EnumItemName) return choice(field, sources.ctx.dictionaries.get(field.EnumItemName) ?? [], sources);
  if (field.EnumValues && field.EnumValues.length > 0)
    return choice(
      field,
      field.EnumValues.map((o) => o.Key),
      sources,
    );
  switch (field.Type) {
    case 'DateTime':
    case 'DateTime2':
      return dateFiller(field);
    case 'Int32': {
      const make = intMaker(field);
      return sometimes(field, 0.9, make);
    }
    case 'Decimal': {
      const make = decimalMaker(field);
      return sometimes(field, 0.9, make);
    }
    case 'Boolean':
      return booleanFiller(field);
    default:
      return stringFiller(field, module, sources);
  }
}

/**
 * Builds rows of one module: first the facts a record is built around (owner, person, department, topic,
 * dates), then every stored field from its filler, then the server-computed fields and the audit columns.
 */
import type { CatalogueModule } from '../../platform/catalogue/types.js';
import type { Row } from '../../platform/db/types.js';
import { applyComputedFields, isRequired, isUnique } from '../../records/index.js';
import { Prng } from '../prng.js';
import { drawDates, formatUtcDate, formatUtcDateTime, isWeeklyModule, officeTime, planDates, type DateWindow } from './datePlan.js';
import { annotationMaker } from './annotations.js';
import { featuredPlan, type FeaturedPlan } from './featuredRows.js';
import type { DemoContext, DemoPerson, DemoUser } from './demoContext.js';
import { fillerFor, type FieldFiller, type FillerSources } from './fieldFillers.js';
import { orderNumericPairs } from './numbers.js';
import type { RecordState } from './recordState.js';
import { rowIdMaker, seedOf, streamKey } from './streamKeys.js';

const DAY = 24 * 3_600_000;

export interface GeneratorOptions {
  seed: number;
  /** Rows the module already has: numbering continues after them, and the stream differs from earlier runs. */
  existingCount: number;
  /** The calendar of this run, ending at its today (datePlan.ts). */
  window: DateWindow;
  /** What the module's first rows make sure of (default: two approved rows of this year, no conditions). */
  featured?: FeaturedPlan;
}

export interface ModuleGenerator {
  module: CatalogueModule;
  /** What its first rows make sure of. */
  featured: FeaturedPlan;
  /** The next row, or null when a unique field has run out of values. */
  next(): Row | null;
  /** How many more rows unique fields with a fixed set of values allow (null: no such limit). */
  capacity(): number | null;
}

/** Mostly staff (so the staff account sees rows everywhere), some the reviewer and the administrator. */
function ownerPicker(ctx: DemoContext): (prng: Prng) => DemoUser {
  const byAccount = (account: string): DemoUser => ctx.users.find((u) => u.Account === account) ?? ctx.staff;
  const reviewer = byAccount('reviewer');
  const admin = byAccount('admin');
  return (prng) => {
    const r = prng.next();
    return r < 0.6 ? ctx.staff : r < 0.85 ? reviewer : admin;
  };
}

/** The week of the year a day falls in (1–53; week 1 holds 1 January), as 工作周报 titles count them. */
export function weekOfYear(day: Date): number {
  const dayOfYear = Math.floor((day.getTime() - Date.UTC(day.getUTCFullYear(), 0, 1)) / DAY);
  return Math.floor(dayOfYear / 7) + 1;
}

/** A read flag and its time agree (站内消息): an unread row has no 阅读时间, a read one was read when it was sent at the latest. */
function readFlagAgrees(values: Row): void {
  if (!('IsRead' in values) || !('ReadTime' in values)) return;
  if (Number(values.IsRead) !== 1) values.ReadTime = null;
  else if (values.ReadTime === null || values.ReadTime === undefined) values.ReadTime = values.SendTime ?? null;
}

export function createModuleGenerator(module: CatalogueModule, sources: FillerSources, options: GeneratorOptions): ModuleGenerator {
  const { ctx } = sources;
  const key = streamKey(options.seed, module.name, options.existingCount);
  const prng = new Prng(seedOf(key));
  const rowId = rowIdMaker(key);
  const fields = module.storedFields;
  const firstPersonField = fields.find((f) => f.Relate === 'Person' && f.Type !== 'Array' && module.name !== 'Person');
  const firstDeptField = fields.find((f) => f.Relate === 'Dept' && f.Type !== 'Array' && module.name !== 'Dept');
  const fillers: Array<[string, FieldFiller]> = fields.map((f) => [f.Name, fillerFor(f, module, sources, f === firstPersonField, f === firstDeptField)]);
  const datePlan = planDates(fields, isRequired);
  const weekly = isWeeklyModule(module.definition.Description);
  const annotate = annotationMaker(module, ctx);
  const numericPairs = orderNumericPairs(fields);
  const pickOwner = ownerPicker(ctx);
  const personById = new Map<string, DemoPerson>(ctx.people.map((p) => [p.Id, p]));
  const finiteUnique = fields.filter((f) => isUnique(f) && (f.EnumItemName || (f.EnumValues && f.EnumValues.length > 0)));
  const featured = options.featured ?? featuredPlan(module);
  let index = 0;

  const newState = (): RecordState => {
    // A module's very first row is staff's, so staff sees rows even where a module holds only one.
    // The rows that show the other approval states are staff's too: a flow's first step then has approvers other
    // than the applicant (else the flow engine files a 审核中 row as a draft), and staff's home counts every state.
    const drawnOwner = pickOwner(prng);
    const showsState = index >= featured.count && featured.stateAt(index) !== null;
    const owner = options.existingCount + index === 0 || showsState ? ctx.staff : drawnOwner;
    const ownPerson = owner.Person_Id ? personById.get(owner.Person_Id) : undefined;
    const person = ownPerson && prng.chance(0.5) ? ownPerson : prng.pick(ctx.people);
    const dept = (person.Dept_Id ? ctx.deptById.get(person.Dept_Id) : undefined) ?? prng.pick(ctx.depts);
    // Counted within the run: a module with hand-made rows (public content) still gets its featured rows.
    const isFeatured = index < featured.count;
    const drawn = drawDates(datePlan, prng, options.window, weekly, isFeatured);
    const dates = new Map<string, string>();
    for (const planned of datePlan) {
      const time = drawn.times.get(planned.name);
      if (time === undefined || (!planned.required && prng.next() < 0.1)) continue;
      dates.set(planned.name, planned.withTime ? formatUtcDateTime(time) : formatUtcDate(time));
    }
    const anchor = new Date(drawn.anchor);
    return {
      prng,
      sequence: options.existingCount + index + 1,
      featured: isFeatured,
      owner,
      person,
      dept,
      topic: prng.pick(dept.topics),
      dates,
      year: anchor.getUTCFullYear(),
      month: anchor.getUTCMonth() + 1,
      week: weekOfYear(anchor),
      today: options.window.lastFiled,
      values: {},
    };
  };

  return {
    module,
    featured,
    capacity() {
      let least: number | null = null;
      for (const field of finiteUnique) {
        const values = field.EnumItemName ? (ctx.dictionaries.get(field.EnumItemName) ?? []) : (field.EnumValues ?? []).map((o) => o.Key);
        const taken = sources.taken.get(field.Name) ?? new Set<string>();
        const free = values.filter((v) => !taken.has(v)).length;
        least = least === null ? free : Math.min(least, free);
      }
      return least;
    },
    next() {
      const state = newState();
      const values = state.values;
      for (const [name, fill] of fillers) {
        const value = fill(state);
        if (value === undefined) return null;
        values[name] = value;
      }
      const flowStatus = featured.stateAt(index);
      if (flowStatus !== null) values.FlowStatus = flowStatus;
      featured.apply(index, values);
      for (const [start, end] of numericPairs) {
        const a = values[start],
          b = values[end];
        if (typeof a === 'number' && typeof b === 'number' && b < a) values[end] = a + (b % 50);
      }
      readFlagAgrees(values);
      annotate?.(state);
      applyComputedFields(module, values);
      // Filed a little after the record's first date; modified some days later; by the end of yesterday at the latest:
      // an office time later today would lie ahead of the clock, and a record filed now would not come first in a
      // list newest first.
      const firstDate = datePlan.length > 0 ? Date.parse(`${[...state.dates.values()][0] ?? ''}`.slice(0, 10)) : Number.NaN;
      const base = Number.isNaN(firstDate) ? Date.UTC(state.year, state.month - 1, prng.int(1, 28)) : firstDate + prng.int(1, 15) * DAY;
      const lastDay = options.window.lastFiled - DAY;
      const created = Math.min(base, lastDay) + officeTime(prng);
      const modified = Math.min(created + prng.int(0, 20) * DAY, lastDay + 23 * 3_600_000);
      const row: Row = {
        Id: rowId(index),
        ...values,
        Create_Time: formatUtcDateTime(created),
        Modify_Time: formatUtcDateTime(Math.max(created, modified)),
        Create_User_Id: state.owner.Id,
        Modify_User_Id: state.owner.Id,
        RowVersion: 1,
      };
      index++;
      return row;
    },
  };
}

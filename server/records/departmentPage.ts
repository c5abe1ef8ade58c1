/**
 * A page (of the first hundred) of a list a data scope widens to departments (a 科室主任's 论文: his own rows and his departments'),
 * read as one ordered, limited read per part — his rows by the owner index, each department's by its (Dept_Id, order)
 * index, less his own — merged in the list's order. As one condition (`owner = ? OR Dept_Id IN (…)`) both databases
 * collect every matching row and sort them: at a million rows a department of 200,000 took 130 ms a page on SQLite
 * where the parts take 0.1 ms (D-PERM-7). An approver under a data scope reads one part more: the records they hold a
 * flow task on.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Db, DialectName, DynamicDb } from '../platform/db/types.js';
import { orderIndexedBy, ownerOrderIndexed } from './listIndexes.js';
import type { RecordScope } from './recordScope.js';
import { taskRecordCondition } from '../platform/approvalTasks.js';

/** Parts at most: past it (a custom scope naming many departments) the one condition reads the page. */
export const MAX_DEPARTMENT_PARTS = 16;
/** Rows into the list a page may end at: each part reads as many (the first hundred pages of ten). */
export const MAX_DEPARTMENT_PAGE_REACH = 1_000;

type Condition = Parameters<SelectQueryBuilder<DynamicDb, string, object>['where']>[0];
type Ordered = <O>(query: SelectQueryBuilder<DynamicDb, string, O>, sortMatches?: boolean) => SelectQueryBuilder<DynamicDb, string, O>;

export interface DepartmentPageInput {
  db: Db;
  dialect: DialectName;
  module: CatalogueModule;
  scope: RecordScope;
  /** The list's conditions without its owner scope (filters, keyword, read scope). */
  unscoped: Condition;
  sortColumn: string;
  /** The list's order applied to a query (listQuery.ts orderPage). */
  ordered: Ordered;
  offset: number;
  size: number;
}

/**
 * Whether a page of this list is read by its parts: a department scope of a few departments, each part served by an
 * index in the list's order, within the first MAX_DEPARTMENT_PAGE_REACH rows. (Not with a keyword: its own ways,
 * keywordProbe.ts.)
 */
export function readsDepartmentParts(input: Pick<DepartmentPageInput, 'module' | 'scope' | 'sortColumn' | 'offset' | 'size'>): boolean {
  const departments = input.scope.departments;
  if (input.scope.ownerId === null || !departments || departments.ids.length === 0 || departments.ids.length > MAX_DEPARTMENT_PARTS) return false;
  return input.offset + input.size <= MAX_DEPARTMENT_PAGE_REACH && orderIndexedBy(input.module, departments.column, input.sortColumn);
}

/** The page read by its parts, or null where readsDepartmentParts says no. */
export function departmentPageQuery(input: DepartmentPageInput) {
  const { db, module, scope, sortColumn, offset, size } = input;
  const departments = scope.departments;
  if (!readsDepartmentParts(input) || scope.ownerId === null || !departments) return null;
  const ownerId = scope.ownerId;
  // Each part reads no more rows than the page needs from it.
  const reach = offset + size;
  // Each part gives its rows' ids and order values only; the page's ten rows are read whole at the end. Whole rows
  // through the merge had SQLite copy and sort every column of up to `reach` rows a part (D-PERF-34m).
  const keys = [...new Set(['Id', sortColumn])].map((column) => sql.ref<string>(column).as(column));
  const part = (name: string, condition: Condition, sortMatches: boolean) =>
    db.selectFrom(input.ordered(db.selectFrom(module.name).select(keys).where(input.unscoped).where(condition), sortMatches).limit(reach).as(name)).selectAll();
  // The owner's rows sorted where no (owner, order) index serves them: a person holds few (listQuery.ts sortsOwnRows).
  const own = part('own', (eb) => eb(sql.ref('Create_User_Id'), '=', ownerId), input.dialect === 'sqlite' && !ownerOrderIndexed(module, sortColumn));
  const parts = departments.ids.map((id, i) =>
    part(
      `dept${i}`,
      (eb) =>
        eb.and([eb(sql.ref(departments.column), '=', id), eb.or([eb(sql.ref('Create_User_Id'), '<>', ownerId), eb(sql.ref('Create_User_Id'), 'is', null)])]),
      false,
    ),
  );
  // The records the caller holds a flow task on (an approver under a data scope), less those already read above: few,
  // found by the task table's receiver index and sorted.
  const tasks = scope.tasks;
  if (tasks)
    parts.push(
      part(
        'tasks',
        (eb) =>
          eb.and([
            taskRecordCondition(tasks.module, tasks.userId)(eb),
            eb.or([eb(sql.ref('Create_User_Id'), '<>', ownerId), eb(sql.ref('Create_User_Id'), 'is', null)]),
            eb.or([eb(sql.ref(departments.column), 'not in', [...departments.ids]), eb(sql.ref(departments.column), 'is', null)]),
          ]),
        input.dialect === 'sqlite',
      ),
    );
  const merged = parts.reduce((all, next) => all.unionAll(next), own);
  const page = input
    .ordered(db.selectFrom(merged.as('scoped')).select(sql.ref<string>('Id').as('page_id')))
    .limit(size)
    .offset(offset)
    .as('page');
  // As listQuery.ts's deferred page: CROSS JOIN keeps the page outside, each id looked up for its row.
  return input.ordered(
    db
      .selectFrom(page)
      .crossJoin(module.name)
      .selectAll(module.name)
      .where(sql.ref(`${module.name}.Id`), '=', sql.ref('page.page_id')),
  );
}

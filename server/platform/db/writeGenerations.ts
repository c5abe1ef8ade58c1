/**
 * A per-table write counter (D-PERF-16a): every INSERT, UPDATE or DELETE sent through the server's Kysely instance
 * bumps its table's generation, before and after the statement runs; a statement Kysely cannot see into (raw SQL
 * that is not a SELECT) bumps every table. Caches of what a table holds (list totals, display names, sessions:
 * generationCache.ts) are keyed by the generation they were computed at, so a write in this process makes them miss
 * at once. Writes made elsewhere: SQLite's `PRAGMA data_version` (another connection's commit: the seed command, a bulk
 * load) is part of every generation, so there the generations are `exact`; over PostgreSQL another server instance's
 * writes are heard through the database's table-write notices (tableWriteNotices.ts): exact while they are heard, and
 * while they are not (the listening connection lost) caches let an entry answer for a short time only
 * (generationCache.ts).
 */
import {
  DeleteQueryNode,
  InsertQueryNode,
  RawNode,
  sql,
  type RawBuilder,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

export class WriteGenerations {
  private readonly byTable = new Map<string, number>();
  /** Bumped by writes whose table is unknown: part of every table's generation. */
  private everything = 0;

  private isExact: boolean;

  /**
   * `external`: what changes when a write made outside this server's connection commits ('' when nothing tells);
   * `exact`: every write that can change a table's rows changes its generation at once.
   */
  constructor(
    private readonly external: () => string = () => '',
    exact = false,
  ) {
    this.isExact = exact;
  }

  get exact(): boolean {
    return this.isExact;
  }

  /** Whether writes made elsewhere are being heard now (PostgreSQL: the table-write notices' connection is up). */
  setExact(exact: boolean): void {
    this.isExact = exact;
  }

  of(table: string): string {
    return `${this.everything}.${this.byTable.get(table) ?? 0}:${this.external()}`;
  }

  bump(table: string | null): void {
    if (table === null) this.everything += 1;
    else this.byTable.set(table, (this.byTable.get(table) ?? 0) + 1);
  }
}

function tableName(node: OperationNode | undefined): string | null {
  if (node === undefined) return null;
  if (TableNode.is(node)) return node.table.identifier.name;
  // `update T as t` and similar wrap the table in an alias node.
  const inner = (node as { node?: OperationNode }).node;
  return inner !== undefined && TableNode.is(inner) ? inner.table.identifier.name : null;
}

/** The tables a root node writes: [] for a read, [null] when it cannot tell. */
export function writtenTables(node: RootOperationNode): Array<string | null> {
  if (InsertQueryNode.is(node)) return [tableName(node.into)];
  if (UpdateQueryNode.is(node)) return [tableName(node.table)];
  if (DeleteQueryNode.is(node)) return node.from.froms.map(tableName);
  if (RawNode.is(node)) {
    const declared = declaredTables(node);
    if (declared) return declared;
    const text = node.sqlFragments.join('?').trimStart().slice(0, 16).toLowerCase();
    return /^(select|pragma|analyze|explain)\b/.test(text) ? [] : [null];
  }
  return [];
}

const DECLARED_WRITES = /^\/\* writes: ([\w, ]+) \*\//;

/** The tables a raw statement made by `writingTables` names in its leading comment; undefined without one. */
function declaredTables(node: RawNode): string[] | undefined {
  // `writingTables` puts the comment first, as a raw fragment of its own: the statement's first parameter.
  const [head] = node.parameters;
  if (node.sqlFragments[0] !== '' || head === undefined || !RawNode.is(head) || head.parameters.length > 0) return undefined;
  const declared = DECLARED_WRITES.exec(head.sqlFragments.join(''));
  return declared ? declared[1].split(',').map((table) => table.trim()) : undefined;
}

/**
 * A raw statement that writes exactly `tables` (a WITH of data-modifying parts, which Kysely's nodes cannot say):
 * only those tables' generations move on. Without the declaration a raw write moves every table's, and every cache of
 * the server misses after it.
 */
export function writingTables<T>(tables: readonly string[], statement: RawBuilder<T>): RawBuilder<T> {
  for (const table of tables) if (!/^\w+$/.test(table)) throw new Error(`not a table name: ${table}`);
  return sql<T>`${sql.raw(`/* writes: ${tables.join(', ')} */`)} ${statement}`;
}

export function writeGenerationsPlugin(generations: WriteGenerations): KyselyPlugin {
  const pending = new WeakMap<object, Array<string | null>>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      const tables = writtenTables(node);
      if (tables.length > 0) {
        tables.forEach((t) => generations.bump(t));
        pending.set(queryId, tables);
      }
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      pending.get(queryId)?.forEach((t) => generations.bump(t));
      return result;
    },
  };
}

const registry = new WeakMap<object, WriteGenerations>();

/** Registers the generations counted for a database handle (database.ts, at open). */
export function registerWriteGenerations(db: object, generations: WriteGenerations): void {
  registry.set(db, generations);
}

/** The generations of a handle opened by database.ts; undefined for any other (nothing may then be cached). */
export function writeGenerationsOf(db: object): WriteGenerations | undefined {
  return registry.get(db);
}

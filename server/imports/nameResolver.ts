/**
 * Names in cells → ids (D-IMPORT-4). A related record is written as one of its module's RelateFields (a person's
 * name or work code, a department's name) or as 姓名(工号); a dictionary field holds the item's value. Each related
 * module is loaded once per import, keyed by those texts, so 100,000 rows cost one query per module, not per row.
 */
import type { FieldInfoStrut } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { Db } from '../platform/db/types.js';
import { DICTIONARY_TABLE } from '../records/index.js';
import { CELL_MESSAGES } from './importMessages.js';

export type Resolved = { ok: true; value: string } | { ok: false; message: string };

/** Texts of one related module: each key → the ids it names (more than one: ambiguous). */
type RelateIndex = Map<string, string[]>;

const key = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

export class NameResolver {
  private readonly relateIndexes = new Map<string, Promise<RelateIndex>>();
  private readonly dictionaries = new Map<string, Promise<Map<string, Set<string>>>>();

  constructor(
    private readonly db: Db,
    private readonly catalogue: Catalogue,
  ) {}

  /** A related record's id from its text; '' stays empty. */
  async relate(field: FieldInfoStrut, text: string): Promise<Resolved> {
    const index = await this.relateIndex(field.Relate ?? '');
    const ids = index.get(key(text)) ?? [];
    if (ids.length === 0) return { ok: false, message: CELL_MESSAGES.notFound(text) };
    if (ids.length > 1) return { ok: false, message: CELL_MESSAGES.ambiguous(text) };
    return { ok: true, value: ids[0] };
  }

  /** A dictionary value as stored, checked against its dictionary (and its parent item's children). */
  async dictionary(field: FieldInfoStrut, text: string, parentValue: string | null): Promise<Resolved> {
    const values = await this.dictionaryOf(field.EnumItemName ?? '');
    const parents = values.get(text.trim());
    if (!parents) return { ok: false, message: CELL_MESSAGES.notInDictionary(text) };
    if (field.EnumParentField && parentValue !== null && !parents.has(parentValue)) return { ok: false, message: CELL_MESSAGES.notInDictionary(text) };
    return { ok: true, value: text.trim() };
  }

  private relateIndex(relate: string): Promise<RelateIndex> {
    const lower = relate.toLowerCase();
    let index = this.relateIndexes.get(lower);
    if (!index) {
      index = this.loadRelateIndex(relate);
      this.relateIndexes.set(lower, index);
    }
    return index;
  }

  private async loadRelateIndex(relate: string): Promise<RelateIndex> {
    const module = this.catalogue.find(relate);
    const index: RelateIndex = new Map();
    if (!module) return index;
    const fields = module.definition.RelateFields.filter((name) => module.fieldsByName.has(name));
    const rows = await this.db
      .selectFrom(module.name)
      .select(['Id', ...fields])
      .execute();
    const add = (text: unknown, id: string) => {
      if (text === null || text === undefined || String(text).trim() === '') return;
      const k = key(String(text));
      const ids = index.get(k) ?? [];
      if (!ids.includes(id)) ids.push(id);
      index.set(k, ids);
    };
    for (const row of rows) {
      const id = String(row.Id);
      add(id, id);
      const texts = fields.map((name) => row[name]).filter((v) => v !== null && v !== undefined && String(v).trim() !== '');
      for (const text of texts) add(text, id);
      // 张三(1001), 张三（1001）, 张三/1001 and 张三 1001: a name made unique by the second relate field.
      if (texts.length >= 2) {
        const [first, second] = texts.map(String);
        for (const joined of [`${first}(${second})`, `${first}（${second}）`, `${first}/${second}`, `${first} ${second}`]) add(joined, id);
      }
    }
    return index;
  }

  private dictionaryOf(name: string): Promise<Map<string, Set<string>>> {
    let loaded = this.dictionaries.get(name);
    if (!loaded) {
      loaded = this.loadDictionary(name);
      this.dictionaries.set(name, loaded);
    }
    return loaded;
  }

  /** value → the values of the parent items it is a child of. */
  private async loadDictionary(name: string): Promise<Map<string, Set<string>>> {
    const rows = await this.db
      .selectFrom(`${DICTIONARY_TABLE} as item`)
      .leftJoin(`${DICTIONARY_TABLE} as parent`, 'parent.Id', 'item.Parent_Id')
      .select(['item.EnumValue as value', 'parent.EnumValue as parentValue'])
      .where('item.EnumName', '=', name)
      .execute();
    const values = new Map<string, Set<string>>();
    for (const row of rows) {
      const parents = values.get(String(row.value)) ?? new Set<string>();
      if (row.parentValue !== null && row.parentValue !== undefined) parents.add(String(row.parentValue));
      values.set(String(row.value), parents);
    }
    return values;
  }

  /** The dictionary's values, for the template's second sheet. */
  async dictionaryValues(name: string): Promise<string[]> {
    return [...(await this.dictionaryOf(name)).keys()];
  }
}

/**
 * `GET /api/moduleDesigner/dictionaries` (administrators, designerAccess.ts): every data dictionary with its count of
 * values and its first few, for the field drawer's picker and the preview's sample data. Grouped in the database: the
 * editor read EnumItem rows a page of 1,000 at a time, and a catalogue with more values lost the dictionaries past them.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DICTIONARY_SAMPLE_SIZE, type DesignerDictionary } from '../../contract/index.js';
import { requireDesigner } from './designerAccess.js';

export function registerDictionaryRoutes(app: FastifyInstance): void {
  const ctx = app.appContext;
  app.get('/api/moduleDesigner/dictionaries', async (request): Promise<DesignerDictionary[]> => {
    await requireDesigner(request);
    const counts = await sql<{ name: string; count: unknown }>`select "EnumName" as name, count(*) as count from "EnumItem"
      where "EnumName" is not null group by "EnumName" order by "EnumName"`.execute(ctx.db);
    const samples = await sql<{ name: string; value: string }>`select name, value from (
        select "EnumName" as name, "EnumValue" as value,
          row_number() over (partition by "EnumName" order by "SortCode", "EnumValue") as n
        from "EnumItem" where "EnumName" is not null
      ) as ranked where n <= ${DICTIONARY_SAMPLE_SIZE} order by name, n`.execute(ctx.db);
    const byName = new Map<string, string[]>();
    for (const row of samples.rows) byName.set(row.name, [...(byName.get(row.name) ?? []), String(row.value ?? '')]);
    return counts.rows.map((row) => ({ Name: row.name, Count: Number(row.count), Samples: byName.get(row.name) ?? [] }));
  });
}

/**
 * First-start flow definitions: one Flow row for every module marked for approval, from server/flow/seeds/ — the
 * research office, department heads, finance, the ethics committee, the institute office and the leaders, each
 * where a research institute of a hospital would ask them. Each is published as version 1 at once, as a definition
 * saved in the designer is (D-FLOW-3): /flow/list shows every flow's 版本, not only of those a submission has used.
 */
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import { newId } from '../platform/db/ids.js';
import { nowText } from '../platform/db/time.js';
import type { Db } from '../platform/db/types.js';
import { FLOW_MODULE } from './flowDefinition.js';
import { SEEDED_FLOWS } from './seeds/index.js';
import { publishVersion } from './flowVersions.js';

export async function seedDefaultFlows(db: Db, catalogue: Catalogue): Promise<void> {
  const now = nowText();
  for (const seeded of SEEDED_FLOWS) {
    const module = catalogue.find(seeded.module);
    // A catalogue without the module (or no longer asking approval for it) simply gets no row.
    if (!module?.definition.Server?.Flow) continue;
    const row = {
      Id: newId(),
      Create_Time: now,
      Modify_Time: now,
      Create_User_Id: null,
      Modify_User_Id: null,
      RowVersion: 1,
      Name: `${module.definition.Description}审批流程`,
      ModuleName: module.name,
      Steps: JSON.stringify(seeded.nodes),
      Enabled: 1,
      Remark: seeded.remark,
    };
    await db.insertInto(FLOW_MODULE).values(row).execute();
    await publishVersion(db, row, null);
  }
}

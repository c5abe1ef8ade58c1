/**
 * A module's permission node is named after its title (permissionTree.ts): when a published version changes the
 * title, the node follows — unless an administrator had named it otherwise, which the node keeps. Every instance runs
 * it once the version is live there; the first one renames, the others find the new name and change nothing.
 */
import { nowText } from '../platform/db/time.js';
import type { Db } from '../platform/db/types.js';
import { moduleNodeId } from './permissionTree.js';

export async function renameModuleNode(db: Db, module: string, from: string, to: string): Promise<void> {
  if (from === to) return;
  await db
    .updateTable('Permission')
    .set((eb) => ({ Name: to, Modify_Time: nowText(), RowVersion: eb('RowVersion', '+', 1) }))
    .where('Id', '=', moduleNodeId(module))
    .where('Name', '=', from)
    .execute();
}

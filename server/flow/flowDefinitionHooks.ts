/**
 * Module Flow: a definition is checked on every write — ModuleName must be a module that needs approval and
 * Steps must follow the format of flowSteps.ts with existing role codes and accounts — else 400 in Chinese.
 */
import type { Db } from '../platform/db/types.js';
import { badRequest } from '../platform/http/httpError.js';
import type { ModuleHooks } from '../records/recordHooks.js';
import { parseSteps, type FlowStep } from './flowSteps.js';

function pickInput(input: Record<string, unknown>, name: string): unknown {
  const key = Object.keys(input).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : input[key];
}

/** The first step naming a role or account that does not exist, as a message. */
export async function missingApprover(db: Db, steps: FlowStep[]): Promise<string | null> {
  for (const [i, step] of steps.entries()) {
    const approver = step.Approver;
    if (approver.Type === 'Role') {
      const role = await db.selectFrom('Role').select('Id').where('EnCode', '=', approver.EnCode).executeTakeFirst();
      if (!role) return `第${i + 1}步的角色编码不存在:${approver.EnCode}`;
    } else if (approver.Type === 'Users') {
      const found = await db.selectFrom('User').select('Account').where('Account', 'in', approver.Accounts).execute();
      const known = new Set(found.map((u) => String(u.Account)));
      const unknown = approver.Accounts.filter((a) => !known.has(a));
      if (unknown.length > 0) return `第${i + 1}步的账号不存在:${unknown.join(',')}`;
    }
  }
  return null;
}

export const flowDefinitionHooks: ModuleHooks = {
  async prepareWrite({ ctx, input, previous }) {
    const suppliedModule = pickInput(input, 'ModuleName');
    const moduleName = suppliedModule === undefined ? previous?.ModuleName : suppliedModule;
    if (typeof moduleName === 'string' && moduleName.trim() !== '') {
      const target = ctx.catalogue.find(moduleName.trim());
      if (!target || !target.definition.Server?.Flow) throw badRequest(`适用模块不存在或无需审批:${moduleName.trim()}`);
    }
    const suppliedSteps = pickInput(input, 'Steps');
    const parsed = parseSteps(suppliedSteps === undefined ? previous?.Steps : suppliedSteps);
    if ('error' in parsed) throw badRequest(parsed.error);
    const missing = await missingApprover(ctx.db, parsed.steps);
    if (missing) throw badRequest(missing);
    return undefined;
  },
};

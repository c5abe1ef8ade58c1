/**
 * Module Flow: a definition is checked on every write — ModuleName must be a module that needs approval and Steps a
 * definition parseDefinition accepts (core/flow/definitionFormat.ts, the designer's own check: a 转交指定人员 policy
 * names its deputies) whose roles and accounts (deputies too) exist and whose conditions name fields of that module —
 * else 400 in Chinese naming the node. Version is
 * the server's: each write that changes Steps (and each new flow) publishes a new immutable FlowVersion row.
 */
import type { FlowApproverSource, FlowNode } from '../../contract/flowDefinition.js';
import { parseDefinition } from '../../core/flow/definitionFormat.js';
import { branchesOf, nodeKindOf } from '../../core/flow/nodeKinds/index.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Db, Row } from '../platform/db/types.js';
import { badRequest } from '../platform/http/httpError.js';
import type { ModuleHooks } from '../records/index.js';
import { publishVersion } from './flowVersions.js';

function pickInput(input: Record<string, unknown>, name: string): unknown {
  const key = Object.keys(input).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : input[key];
}

interface Named {
  name: string;
  source: FlowApproverSource;
  /** How the message names the accounts: 的账号 of the approvers, or 审批人为空时转交的人员 (the deputies). */
  what?: string;
}

function walk(nodes: readonly FlowNode[], sources: Named[], fields: Array<{ name: string; field: string }>): void {
  for (const node of nodes) {
    for (const named of nodeKindOf(node.Kind)?.named?.(node) ?? []) sources.push({ name: node.Name, ...named });
    for (const branch of branchesOf(node)) {
      for (const c of branch.Conditions) fields.push({ name: branch.Name, field: c.Field });
      walk(branch.Nodes, sources, fields);
    }
  }
}

/** The first node naming a role, account or field that does not exist, as a message. */
export async function missingReference(db: Db, nodes: readonly FlowNode[], target: CatalogueModule | undefined): Promise<string | null> {
  const sources: Named[] = [];
  const fields: Array<{ name: string; field: string }> = [];
  walk(nodes, sources, fields);
  for (const { name, source, what } of sources) {
    if (source.Type === 'Role') {
      const role = await db.selectFrom('Role').select('Id').where('EnCode', '=', source.EnCode).executeTakeFirst();
      if (!role) return `节点「${name}」的角色不存在:${source.EnCode}`;
    } else if (source.Type === 'Users') {
      const found = await db.selectFrom('User').select('Account').where('Account', 'in', source.Accounts).execute();
      const known = new Set(found.map((u) => String(u.Account)));
      const unknown = source.Accounts.filter((a) => !known.has(a));
      if (unknown.length > 0) return `节点「${name}」${what ?? '的账号'}不存在:${unknown.join(',')}`;
    }
  }
  if (target) {
    for (const { name, field } of fields) {
      if (!target.fieldsByName.has(field)) return `分支「${name}」的条件字段不存在:${field}`;
    }
  }
  return null;
}

export const flowDefinitionHooks: ModuleHooks = {
  serverValues({ previous }): Row {
    return { Version: previous?.Version ?? 0 };
  },
  async prepareWrite({ ctx, input, previous, actor }) {
    const suppliedModule = pickInput(input, 'ModuleName');
    const moduleName = suppliedModule === undefined ? previous?.ModuleName : suppliedModule;
    let target: CatalogueModule | undefined;
    if (typeof moduleName === 'string' && moduleName.trim() !== '') {
      target = ctx.catalogue.find(moduleName.trim());
      if (!target?.definition.Server?.Flow) throw badRequest(`适用模块不存在或无需审批:${moduleName.trim().slice(0, 64)}`);
    }
    const suppliedSteps = pickInput(input, 'Steps');
    const steps = suppliedSteps === undefined ? previous?.Steps : suppliedSteps;
    const parsed = parseDefinition(steps);
    if ('error' in parsed) throw badRequest(parsed.error);
    const missing = await missingReference(ctx.db, parsed.nodes, target);
    if (missing) throw badRequest(missing);
    const changed = !previous || String(previous.Steps ?? '') !== String(steps ?? '');
    return changed
      ? async (trx, row) => {
          await publishVersion(trx, row, actor.userId);
        }
      : undefined;
  },
};

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../platform/catalogue/catalogue.js';
import { buildPermissionIndex, type PermissionIndex } from '../../core/permissions/permissionIndex.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import { derivePermissionTree } from '../permissions/permissionTree.js';
import { loadRoleDefinitions, roleGrantIds } from './roleGrants.js';

/** The permission index a role with these granted node ids sees (as the app builds it). */
function buildPermissionIndexFromIds(catalogue: Catalogue, ids: readonly string[]): PermissionIndex {
  const granted = new Set(ids);
  return buildPermissionIndex(derivePermissionTree(catalogue).filter((node) => granted.has(node.Id)));
}

const schemasDir = path.resolve(import.meta.dirname, '../../schemas');
const catalogue = loadCatalogue(schemasDir);
const roles = loadRoleDefinitions(schemasDir, catalogue);
const grantsOf = (code: string) => {
  const role = roles.find((candidate) => candidate.EnCode === code);
  if (!role) throw new Error(`no role ${code}`);
  return buildPermissionIndexFromIds(catalogue, roleGrantIds(catalogue, role));
};

describe('seeded role grants (schemas/roles.json)', () => {
  it('give the administrator every action on every module, but no hand-made writes to system records', () => {
    const admin = grantsOf('001');
    for (const module of catalogue.all()) {
      const systemRecords = module.definition.Server?.SystemRecords === true;
      expect(admin.can(module.name, 'List')).toBe(true);
      expect(admin.can(module.name, 'Delete')).toBe(!systemRecords);
    }
    expect(admin.can('LoginLog', 'Add')).toBe(false);
    // The module designer rides on "*": opening it, nothing more.
    expect(admin.can('ModuleDesigner', 'List')).toBe(true);
    expect(admin.can('ModuleDesigner', 'Add')).toBe(false);
    // So does the 操作日志.
    expect(admin.can('OperLog', 'List')).toBe(true);
    expect(admin.can('OperLog', 'Delete')).toBe(false);
  });

  it('let staff file their own applications and read reference data, but not administer', () => {
    const staff = grantsOf('003');
    for (const module of ['Thesis', 'ProblemCost', 'EthicsCheck', 'CarApply', 'WorkReport']) {
      expect(staff.can(module, 'Add')).toBe(true);
      expect(staff.can(module, 'Check')).toBe(false);
    }
    expect(staff.can('Journal', 'List')).toBe(true);
    expect(staff.can('Journal', 'Add')).toBe(false);
    expect(staff.can('User', 'List')).toBe(false);
    expect(staff.can('Role', 'List')).toBe(false);
    expect(staff.can('Flow', 'List')).toBe(false);
    expect(staff.can('ModuleDesigner', 'List')).toBe(false);
    expect(staff.can('OperLog', 'List')).toBe(false);
  });

  it('let the research office review every module that goes through approval in Business', () => {
    const reviewer = grantsOf('002');
    const flowModules = catalogue.all().filter((module) => module.area === 'Business' && module.definition.Server?.Flow === true);
    expect(flowModules.length).toBeGreaterThan(40);
    for (const module of flowModules) expect(reviewer.can(module.name, 'Check')).toBe(true);
    expect(reviewer.can('User', 'List')).toBe(false);
  });

  it('give the dean and vice-dean reports and the office approvals', () => {
    for (const code of ['004', '012']) {
      const leader = grantsOf(code);
      expect(leader.can('Problem', 'Report')).toBe(true);
      expect(leader.can('OfficeWork', 'Check')).toBe(true);
      expect(leader.can('Problem', 'Add')).toBe(false);
    }
  });

  it("let the vice-dean decide the research flows, where they sign for the 科研处长's own records", () => {
    const viceDean = grantsOf('012');
    const research = catalogue.all().filter((module) => ['Business', 'Wxt'].includes(module.area) && module.definition.Server?.Flow === true);
    for (const module of research) expect(viceDean.can(module.name, 'Check'), module.name).toBe(true);
    expect(viceDean.can('Thesis', 'Add')).toBe(false);
  });

  it('give the offices the flows name Check where they approve and nothing to file or administer', () => {
    const cases: Array<[string, string, string]> = [
      ['005', 'ThesisCost', 'Thesis'],
      ['006', 'EthicsCheck', 'ProblemCost'],
      ['007', 'StampMaterial', 'Thesis'],
      ['008', 'WorkReport', 'Thesis'],
    ];
    for (const [code, approves, not] of cases) {
      const office = grantsOf(code);
      expect(office.can(approves, 'Check'), `${code} ${approves}`).toBe(true);
      expect(office.can(not, 'Check'), `${code} ${not}`).toBe(false);
      expect(office.can(approves, 'Add')).toBe(false);
      expect(office.can('User', 'List')).toBe(false);
    }
  });

  it('refuse a roles file that names a module the catalogue lacks', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roles-'));
    fs.writeFileSync(
      path.join(dir, 'roles.json'),
      JSON.stringify({ Roles: [{ EnCode: '009', Name: '测试', Remark: '', Grants: [{ Modules: ['NoSuchModule'], Actions: ['List'] }] }] }),
    );
    expect(() => loadRoleDefinitions(dir, catalogue)).toThrowError(/roles\.json 字段 \$\.Roles\[0\]\.Grants\[0\]\.Modules: 模块不存在: NoSuchModule/);
    fs.writeFileSync(
      path.join(dir, 'roles.json'),
      JSON.stringify({ Roles: [{ EnCode: '009', Name: '测试', Remark: '', Grants: [{ Modules: '*', Actions: ['Fly'] }] }] }),
    );
    expect(() => loadRoleDefinitions(dir, catalogue)).toThrowError(/roles\.json 字段 \$\.Roles\[0\]\.Grants\[0\]\.Actions\[0\]: 应为 List\|Add/);
  });
});

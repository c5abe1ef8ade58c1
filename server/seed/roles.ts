/** The seeded roles and their grants (module, actions), expressed as permission node ids. */
import type { PermissionAction } from '../../providers/contract/types.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { grantIds } from '../permissions/permissionTree.js';

export interface SeedRole {
  EnCode: string;
  Name: string;
  Remark: string;
  grants: (catalogue: Catalogue) => string[];
}

const ALL_ACTIONS: PermissionAction[] = ['List', 'Add', 'Update', 'Delete', 'Check', 'Report', 'GroupList'];
const RESULTS = ['Thesis', 'Patent', 'Problem'];
const REFERENCE = ['Person', 'Dept', 'Journal', 'EnumItem'];
const businessModules = (catalogue: Catalogue): string[] => catalogue.all().filter((m) => m.area === 'Business').map((m) => m.name);

const leadership = (catalogue: Catalogue): string[] => [
  ...grantIds(businessModules(catalogue), ['List', 'Report']),
  ...grantIds(['Person', 'Dept'], ['List']),
];

export const SEED_ROLES: SeedRole[] = [
  { EnCode: '001', Name: '系统管理员', Remark: '系统全部权限', grants: (c) => grantIds(c.all().map((m) => m.name), ALL_ACTIONS) },
  { EnCode: '002', Name: '科研处审核员', Remark: '审核论文、专利、课题', grants: () => [...grantIds(RESULTS, ['List', 'Check', 'Report']), ...grantIds(REFERENCE, ['List'])] },
  { EnCode: '003', Name: '科研人员', Remark: '填报本人的科研成果', grants: () => [...grantIds(RESULTS, ['List', 'Add', 'Update', 'Delete']), ...grantIds(REFERENCE, ['List'])] },
  { EnCode: '004', Name: '院长', Remark: '查看全院科研数据与报表', grants: leadership },
  { EnCode: '012', Name: '副院长', Remark: '查看全院科研数据与报表', grants: leadership },
];

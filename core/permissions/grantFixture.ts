/** The small permission tree and area plan the grant tests share. */
import type { PermissionNode } from '../../contract/index.js';

export const NODES: PermissionNode[] = [
  { Id: 'thesis', Name: '论文', EnCode: 'Thesis', Parent_Id: null },
  { Id: 'thesis-list', Name: '查看', EnCode: 'List', Parent_Id: 'thesis' },
  { Id: 'thesis-add', Name: '新增', EnCode: 'Add', Parent_Id: 'thesis' },
  { Id: 'thesis-check', Name: '审核', EnCode: 'Check', Parent_Id: 'thesis' },
  { Id: 'patent', Name: '专利', EnCode: 'Patent', Parent_Id: null },
  { Id: 'patent-list', Name: '查看', EnCode: 'List', Parent_Id: 'patent' },
  { Id: 'patent-check', Name: '', EnCode: 'Check', Parent_Id: 'patent' },
  { Id: 'role', Name: '角色', EnCode: 'Role', Parent_Id: null },
  { Id: 'role-update', Name: '修改', EnCode: 'Update', Parent_Id: 'role' },
  { Id: 'log', Name: '登录日志', EnCode: 'LoginLog', Parent_Id: null },
  { Id: 'log-list', Name: '查看', EnCode: 'List', Parent_Id: 'log' },
];

export const PLAN = [
  { title: '论文/专利', modules: ['Thesis', 'patent'] },
  { title: '积分统计', modules: ['Thesis'] },
  { title: '基础信息', modules: ['Role', 'Missing'] },
];

/** Who may use the module designer: administrators always, else a role granted 模块设计 (core/permissions/designerPermission.ts). */
import type { FastifyRequest } from 'fastify';
import { MODULE_DESIGNER_PERMISSION } from '../../core/permissions/designerPermission.js';
import { forbidden } from '../platform/http/httpError.js';
import { hasPermission } from '../permissions/index.js';

export const DESIGNER_FORBIDDEN = '模块设计仅限管理员使用';

export async function requireDesigner(request: FastifyRequest): Promise<void> {
  if (!(await hasPermission(request, MODULE_DESIGNER_PERMISSION, 'List'))) throw forbidden(DESIGNER_FORBIDDEN);
}

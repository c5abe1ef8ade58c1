/** Self-registration and its approval (registration.ts, D-SEC-12). */
import type { FastifyPluginAsync } from 'fastify';
import type { RegistResult } from '../../contract/index.js';
import { LOGIN_RATE_LIMIT } from '../platform/http/rateLimits.js';
import { requirePermission } from '../permissions/index.js';
import { approveRegistration, registerAccount } from './registration.js';
import { readPasswordField } from './passwordInput.js';

type Body = Record<string, unknown>;
const bodyOf = (body: unknown): Body => (typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : {});

export const registrationRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;

  app.post('/api/account/Regist', { config: { rateLimit: LOGIN_RATE_LIMIT } }, async (request): Promise<RegistResult> => {
    const body = bodyOf(request.body);
    return registerAccount(ctx, {
      account: body.Account,
      name: body.Name,
      password: readPasswordField(ctx.keys, body.Password),
      phone: body.Phone,
      email: body.Email,
    });
  });

  app.post<{ Params: { id: string } }>('/api/User/ApproveRegist/:id', async (request): Promise<boolean> => {
    const auth = await requirePermission(request, 'User', 'Update');
    await approveRegistration(ctx, request.params.id, { userId: auth.user.Id, isAdmin: auth.user.IsAdmin });
    return true;
  });
};

/**
 * GET /api/common/MyProfile: the logged-in user's own profile for the personal centre (account, contact details,
 * the Person it is and that person's department). A user may read their own User row without User List permission.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requireLogin } from '../permissions/index.js';
import type { MyProfile } from '../../contract/index.js';

const orNull = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));

export const profileRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.appContext;

  app.get('/api/common/MyProfile', async (request): Promise<MyProfile> => {
    const auth = requireLogin(request);
    const user = await db.selectFrom('User').select(['Account', 'Name', 'Email', 'Phone', 'HandIcon_Id']).where('Id', '=', auth.user.Id).executeTakeFirst();
    const person = auth.user.Person_Id
      ? await db.selectFrom('Person').select(['Name', 'WorkCode', 'ProfessionalTitle', 'Dept_Id']).where('Id', '=', auth.user.Person_Id).executeTakeFirst()
      : undefined;
    const dept = person?.Dept_Id ? await db.selectFrom('Dept').select('Name').where('Id', '=', String(person.Dept_Id)).executeTakeFirst() : undefined;
    return {
      Account: String(user?.Account ?? auth.user.Account),
      Name: String(user?.Name ?? auth.user.Name),
      Email: orNull(user?.Email),
      Phone: orNull(user?.Phone),
      HandIcon_Id: orNull(user?.HandIcon_Id),
      PersonName: orNull(person?.Name),
      WorkCode: orNull(person?.WorkCode),
      ProfessionalTitle: orNull(person?.ProfessionalTitle),
      DeptName: orNull(dept?.Name),
    };
  });
};

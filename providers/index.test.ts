import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createProviders } from './index';
import { API, useApiServer } from './testing/apiServer';
import { nodeEncryptor } from './testing/rsa';

const server = useApiServer();

describe('createProviders', () => {
  it('wires one HTTP client and one session into every provider', async () => {
    server.use(
      rest.get(`${API}/api/account/PublicKey`, () => HttpResponse.json('')),
      rest.get(`${API}/api/account/GetCurrent`, () =>
        HttpResponse.json({ Id: 'u1', Name: 'n', Account: 'a', Roles: [], Curr: { Role_Id: null }, IsAdmin: true }),
      ),
      rest.get(`${API}/api/Permission/Permissions`, () =>
        HttpResponse.json([
          { Id: 'm', Name: 'm', EnCode: 'Thesis', Parent_Id: null },
          { Id: 'l', Name: 'l', EnCode: 'List', Parent_Id: 'm' },
        ]),
      ),
      rest.post(`${API}/api/Thesis/List`, () => HttpResponse.json({ Message: '标题不能为空' }, { status: 400 })),
    );
    const notify = vi.fn();
    const providers = createProviders({ baseUrl: `${API}/`, notify, encryptor: nodeEncryptor, currentUrl: () => '/' });
    expect(providers.baseUrl).toBe(API);
    expect(await providers.authProvider.check()).toEqual({ authenticated: true });
    expect(providers.session.getUser()?.Id).toBe('u1');
    expect(await providers.accessControlProvider.can({ resource: 'Thesis', action: 'list' })).toEqual({ can: true });
    await expect(providers.dataProvider.getList({ resource: 'Thesis' })).rejects.toMatchObject({ statusCode: 400 });
    expect(notify).toHaveBeenCalledWith({ type: 'error', message: '标题不能为空' });
    expect(providers.i18nProvider.translate('buttons.edit')).toBe('编辑');
  });
});

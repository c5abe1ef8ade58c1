import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser, PermissionNode } from '../../contract/index';
import { createSessionStore } from './sessionStore';

const user: CurrentUser = { Id: 'u1', Name: '张三', Account: 'zs', Roles: [], Curr: { Role_Id: null }, IsAdmin: false };
const nodes: PermissionNode[] = [
  { Id: 'm', Name: '论文', EnCode: 'Thesis', Parent_Id: null },
  { Id: 'a', Name: '列表', EnCode: 'List', Parent_Id: 'm' },
];

describe('createSessionStore', () => {
  it('loads the user and the permissions once, sharing concurrent loads', async () => {
    const source = { fetchCurrentUser: vi.fn(async () => user), fetchPermissions: vi.fn(async () => nodes) };
    const session = createSessionStore(source);
    await Promise.all([session.loadUser(), session.loadUser(), session.loadPermissions(), session.getPermissionIndex()]);
    await session.loadUser();
    expect(session.getUser()).toEqual(user);
    expect((await session.getPermissionIndex()).can('thesis')).toBe(true);
    expect(source.fetchCurrentUser).toHaveBeenCalledTimes(1);
    expect(source.fetchPermissions).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failed load; clear() forgets user and permissions', async () => {
    const fetchCurrentUser = vi.fn<() => Promise<CurrentUser>>().mockRejectedValueOnce(new Error('未登陆')).mockResolvedValue(user);
    const fetchPermissions = vi.fn(async () => nodes);
    const session = createSessionStore({ fetchCurrentUser, fetchPermissions });
    await expect(session.loadUser()).rejects.toThrow('未登陆');
    await expect(session.loadUser()).resolves.toEqual(user);
    await session.loadPermissions();
    const listener = vi.fn();
    session.subscribe(listener);
    session.clear();
    expect(session.getUser()).toBeNull();
    expect(session.getPermissions()).toBeNull();
    expect(listener).toHaveBeenCalled();
    await session.loadPermissions();
    expect(fetchPermissions).toHaveBeenCalledTimes(2);
  });

  it('waitForUser polls and rejects with 未登陆; resolves when a user appears', async () => {
    const session = createSessionStore({ fetchCurrentUser: async () => user, fetchPermissions: async () => [] });
    await expect(session.waitForUser(3, 1)).rejects.toThrow('未登陆');
    setTimeout(() => session.setUser(user), 5);
    await expect(session.waitForUser(10, 2)).resolves.toEqual(user);
  });

  it('waitForPermissions resolves once permissions are loaded', async () => {
    const session = createSessionStore({ fetchCurrentUser: async () => user, fetchPermissions: async () => nodes });
    await expect(session.waitForPermissions(2, 1)).rejects.toThrow();
    const waiting = session.waitForPermissions(20, 2);
    void session.loadPermissions();
    await expect(waiting).resolves.toEqual(nodes);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { runAuthAction, type AuthActionDeps } from './authActions';

function fakeDeps() {
  const deps = { open: vi.fn(), close: vi.fn(), go: vi.fn(), invalidateAuth: vi.fn(), schedule: vi.fn((run: () => void) => run()) };
  return deps satisfies AuthActionDeps;
}

describe('runAuthAction (as Refine’s auth hooks)', () => {
  it('login: closes the earlier refusal, replaces the address with the redirect, refreshes the auth queries', async () => {
    const deps = fakeDeps();
    await runAuthAction('login', async () => ({ success: true, redirectTo: '/thesis/list' }), deps);
    expect(deps.close).toHaveBeenCalledWith('login-error');
    expect(deps.go).toHaveBeenCalledWith('/thesis/list', true);
    expect(deps.schedule).toHaveBeenCalledWith(deps.invalidateAuth, 32);
    expect(deps.open).not.toHaveBeenCalled();
  });

  it('login: ?to= outranks the provider’s redirect', async () => {
    const deps = fakeDeps();
    await runAuthAction('login', async () => ({ success: true, redirectTo: '/' }), deps, '/about');
    expect(deps.go).toHaveBeenCalledWith('/about', true);
  });

  it('login refused: the error toast under its key, no navigation', async () => {
    const deps = fakeDeps();
    const result = await runAuthAction('login', async () => ({ success: false, error: { name: '登录失败', message: '密码错误' } }), deps);
    expect(result.success).toBe(false);
    expect(deps.open).toHaveBeenCalledWith({ key: 'login-error', type: 'error', message: '登录失败', description: '密码错误' });
    expect(deps.go).not.toHaveBeenCalled();
  });

  it('a call that throws: the toast with Refine’s fallbacks, and the error passed on', async () => {
    const deps = fakeDeps();
    await expect(runAuthAction('register', async () => Promise.reject(new Error('')), deps)).rejects.toThrow();
    expect(deps.open).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'register-error', type: 'error', message: 'Error', description: 'Error while registering' }),
    );
  });

  it('logout: the redirect path outranks the provider’s, pushed (not replaced), auth refreshed at once', async () => {
    const deps = fakeDeps();
    await runAuthAction('logout', async () => ({ success: true, redirectTo: '/login' }), deps, '/login?redirect=%2Fabout');
    expect(deps.go).toHaveBeenCalledWith('/login?redirect=%2Fabout', false);
    expect(deps.invalidateAuth).toHaveBeenCalled();
    expect(deps.schedule).not.toHaveBeenCalled();
  });

  it('register: goes to the login page on success', async () => {
    const deps = fakeDeps();
    await runAuthAction('register', async () => ({ success: true, redirectTo: '/login' }), deps);
    expect(deps.go).toHaveBeenCalledWith('/login', true);
  });
});

import { useModuleStruts } from '../../src/hooks/useModuleStruts';

/** The descriptors of the module named by `?module=`, from the real server like the app asks for them. */
export function useBenchStruts() {
  const module = new URLSearchParams(window.location.search).get('module') ?? '';
  return useModuleStruts(module);
}

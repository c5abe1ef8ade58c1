/** The module designer's calls (administrators): the modules, one module's file, its export. */
import type { DesignerModuleSummary } from '../../contract/index';
import type { ModuleFile } from '../../contract/catalogue/moduleFile';
import type { HttpClient } from '../http/types';

const BASE = '/api/moduleDesigner';

export function getDesignerModules(http: Pick<HttpClient, 'get'>): Promise<DesignerModuleSummary[]> {
  return http.get<DesignerModuleSummary[]>(`${BASE}/modules`);
}

export function getDesignerModule(http: Pick<HttpClient, 'get'>, name: string): Promise<ModuleFile> {
  return http.get<ModuleFile>(`${BASE}/modules/${encodeURIComponent(name)}`);
}

export function exportModuleFile(http: Pick<HttpClient, 'download'>, name: string): Promise<Blob> {
  return http.download(`${BASE}/export/${encodeURIComponent(name)}`);
}

/** The module designer's calls (administrators): the modules, one module's file, its export, its versions and their publishing. */
import type {
  DesignedMenuEntry,
  DesignerDictionary,
  DesignerModuleSummary,
  ModuleCreateAnswer,
  ModuleCreateBody,
  ModulePlacementAnswer,
  ModulePlacementBody,
  ModulePlanAnswer,
  ModulePublishAnswer,
  ModuleVersionSummary,
} from '../../contract/index';
import type { ModuleFile } from '../../contract/catalogue/moduleFile';
import type { HttpClient } from '../http/types';

const BASE = '/api/moduleDesigner';

export function getDesignerModules(http: Pick<HttpClient, 'get'>): Promise<DesignerModuleSummary[]> {
  return http.get<DesignerModuleSummary[]>(`${BASE}/modules`);
}

/** Every data dictionary with its count of values and the first few (the field drawer's picker, the preview). */
export function getDesignerDictionaries(http: Pick<HttpClient, 'get'>): Promise<DesignerDictionary[]> {
  return http.get<DesignerDictionary[]>(`${BASE}/dictionaries`);
}

export function getDesignerModule(http: Pick<HttpClient, 'get'>, name: string): Promise<ModuleFile> {
  return http.get<ModuleFile>(`${BASE}/modules/${encodeURIComponent(name)}`);
}

export function exportModuleFile(http: Pick<HttpClient, 'download'>, name: string): Promise<Blob> {
  return http.download(`${BASE}/export/${encodeURIComponent(name)}`);
}

/** What publishing the draft would do: its problems and its migration plan (the refusals with row counts). */
export function planModuleDraft(http: Pick<HttpClient, 'post'>, module: string, definition: unknown): Promise<ModulePlanAnswer> {
  return http.post<ModulePlanAnswer>(`${BASE}/plan`, { Module: module, Definition: definition }, { json: true });
}

/** The draft published on top of the version the administrator saw (409: another was published meanwhile). */
export function publishModuleDraft(http: Pick<HttpClient, 'post'>, module: string, definition: unknown, baseVersion: number): Promise<ModulePublishAnswer> {
  return http.post<ModulePublishAnswer>(`${BASE}/publish`, { Module: module, Definition: definition, BaseVersion: baseVersion }, { json: true });
}

export function getModuleVersions(http: Pick<HttpClient, 'get'>, name: string): Promise<ModuleVersionSummary[]> {
  return http.get<ModuleVersionSummary[]>(`${BASE}/versions/${encodeURIComponent(name)}`);
}

/** One version's module file (0: the catalogue file). */
export function getModuleVersion(http: Pick<HttpClient, 'get'>, name: string, version: number): Promise<ModuleFile> {
  return http.get<ModuleFile>(`${BASE}/versions/${encodeURIComponent(name)}/${version}`);
}

/** An earlier version published again as the newest, through the publish's checks. */
/** 保留当前版本 over a catalogue file a deployment changed (文件已更新). */
export function keepModuleVersion(http: Pick<HttpClient, 'post'>, module: string, baseVersion: number): Promise<{ Version: number }> {
  return http.post<{ Version: number }>(`${BASE}/keepVersion`, { Module: module, BaseVersion: baseVersion }, { json: true });
}

export function rollbackModule(http: Pick<HttpClient, 'post'>, module: string, version: number, baseVersion: number): Promise<ModulePublishAnswer> {
  return http.post<ModulePublishAnswer>(`${BASE}/rollback`, { Module: module, Version: version, BaseVersion: baseVersion }, { json: true });
}

/** A new module, empty or with another's fields: its table, grants and menu entry made at once (400: the reason in Chinese). */
export function createModule(http: Pick<HttpClient, 'post'>, body: ModuleCreateBody): Promise<ModuleCreateAnswer> {
  return http.post<ModuleCreateAnswer>(`${BASE}/create`, body, { json: true });
}

/** A module moved to another area and menu group (400: the reason in Chinese). */
export function moveModule(http: Pick<HttpClient, 'post'>, body: ModulePlacementBody): Promise<ModulePlacementAnswer> {
  return http.post<ModulePlacementAnswer>(`${BASE}/placement`, body, { json: true });
}

/** The menu entries the designer placed (modules added or moved) that the caller may list (a failure: none, said to nobody). */
export async function getDesignedMenuEntries(http: Pick<HttpClient, 'get'>, signal?: AbortSignal): Promise<DesignedMenuEntry[]> {
  const answer = await http.get<unknown>(`${BASE}/menuEntries`, undefined, { signal, silent: true });
  return Array.isArray(answer) ? (answer as DesignedMenuEntry[]) : [];
}

/**
 * Every report file of the reports folder, loaded and checked once at start: shape, catalogue, then Codes and
 * Routes unique across files. A bad file stops the start with a message naming the file and the field.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ReportDescriptor, ReportRoute } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { planReport, type ReportPlan } from './plan.js';
import { checkReportAgainstCatalogue } from './checkReportAgainstCatalogue.js';
import { ReportFileError, validateReportFile } from './validateReportFile.js';

export interface LoadedReport {
  file: string;
  descriptor: ReportDescriptor;
  source: CatalogueModule;
  plan: ReportPlan;
}

export class ReportCatalogue {
  private readonly byCode = new Map<string, LoadedReport>();

  constructor(readonly reports: readonly LoadedReport[]) {
    for (const report of reports) this.byCode.set(report.descriptor.Code.toLowerCase(), report);
  }

  /** Codes are matched case-insensitively, as route segments are. */
  find(code: string): LoadedReport | undefined {
    return this.byCode.get(code.toLowerCase());
  }

  routes(): ReportRoute[] {
    return this.reports.flatMap(({ descriptor: d }) =>
      d.Routes.map((Path) => ({
        Path,
        Code: d.Code,
        Title: d.Title,
        Anonymous: d.Permission === 'Anonymous',
      })),
    );
  }
}

/** A missing folder is no reports (a deployment may have none). */
export function loadReports(reportsDir: string, catalogue: Catalogue): ReportCatalogue {
  if (!fs.existsSync(reportsDir)) return new ReportCatalogue([]);
  const reports: LoadedReport[] = [];
  const codes = new Map<string, string>();
  const routes = new Map<string, string>();
  for (const entry of fs
    .readdirSync(reportsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const file = path.join(reportsDir, entry);
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new ReportFileError(file, '$', `JSON 无法解析: ${(error as Error).message}`);
    }
    const descriptor = validateReportFile(file, data);
    checkReportAgainstCatalogue(file, descriptor, catalogue);
    const code = descriptor.Code.toLowerCase();
    const other = codes.get(code);
    if (other) throw new ReportFileError(file, '$.Code', `报表编码与 ${other} 重复`);
    codes.set(code, file);
    descriptor.Routes.forEach((route, i) => {
      const owner = routes.get(route.toLowerCase());
      if (owner) throw new ReportFileError(file, `$.Routes[${i}]`, `路径 ${route} 已由 ${owner} 使用`);
      routes.set(route.toLowerCase(), file);
    });
    const source = catalogue.find(descriptor.Module) as CatalogueModule;
    reports.push({ file, descriptor, source, plan: planReport(catalogue, descriptor) });
  }
  return new ReportCatalogue(reports);
}

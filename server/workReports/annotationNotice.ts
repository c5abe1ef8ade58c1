/** The notice a report's author receives when a leader annotates it; its link opens the report (read-only for them). */
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Row } from '../platform/db/types.js';
import type { NotifyInput } from '../notify/index.js';
import type { AnnotationInput } from './annotationInput.js';

export function annotationNotice(module: CatalogueModule, report: Row, input: AnnotationInput, annotatorName: string): NotifyInput {
  const kind = module.definition.Description;
  const title = typeof report.Title === 'string' && report.Title !== '' ? `「${report.Title}」` : '';
  return {
    Title: `${kind}已批注`,
    Content: `${annotatorName}批注了您的${kind}${title}，考核评价：${input.assessLevel}`,
    Type: '工作提醒',
    Url: `/${module.name}/add?q=${encodeURIComponent(String(report.Id))}`,
  };
}

import { describe, expect, it } from 'vitest';
import { annotateUrl, annotationGetUrl, annotationListUrl } from './workReports';

describe('work report endpoints', () => {
  it("asks the leader pages' scoped calls, with the 未批注 state in the query and ids encoded", () => {
    expect(annotationListUrl('WorkReport')).toBe('/api/WorkReport/AnnotationList');
    expect(annotationListUrl('WorkReport', 'unannotated')).toBe('/api/WorkReport/AnnotationList?state=unannotated');
    expect(annotationListUrl('WeekWorkReport', 'annotated')).toBe('/api/WeekWorkReport/AnnotationList?state=annotated');
    expect(annotationGetUrl('WorkReport', 'a/b?c')).toBe('/api/WorkReport/AnnotationGet/a%2Fb%3Fc');
    expect(annotateUrl('WorkReport', 'x y')).toBe('/api/WorkReport/Annotate/x%20y');
  });
});

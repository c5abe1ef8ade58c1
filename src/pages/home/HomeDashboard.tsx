import { useMemo, useState } from 'react';
import { DeptOutputCard } from './DeptOutputCard';
import { homeSections } from './homeSections';
import { countByStatus } from './myApplications';
import { MyApplicationsCard } from './MyApplicationsCard';
import { OutputFiguresCard } from './OutputFiguresCard';
import { visibleSources } from './outputFigures';
import { groupQueue } from './reviewQueue';
import { ReviewQueueCard } from './ReviewQueueCard';
import { useFlowCenterRows } from './useFlowCenterRows';
import { useMyReportList } from './useMyReportList';
import { useOutputFigures } from './useOutputFigures';

/**
 * The figures that matter to this user: for leaders this year's output against last year's and by department, for
 * reviewers what waits for them by module, for staff their applications by status. A part with nothing to show is
 * left out, so a user with none of them sees the page as before.
 */
export function HomeDashboard({ userId }: { userId: string }) {
  // The year and today as of the page's opening: a page left open over midnight keeps its figures consistent.
  const [today] = useState(() => new Date());
  const year = today.getFullYear();
  const reports = useMyReportList();
  const sources = useMemo(() => visibleSources(reports.data ?? []), [reports.data]);
  const output = useOutputFigures(sources, year);
  const pending = useFlowCenterRows('pending', userId);
  const started = useFlowCenterRows('started', userId);
  const queue = useMemo(() => groupQueue(pending.data?.Data ?? [], today), [pending.data, today]);
  const applications = useMemo(() => countByStatus(started.data?.Data ?? []), [started.data]);
  const sections = homeSections({
    outputSources: sources.length, pendingTotal: pending.data?.Total ?? 0, startedTotal: started.data?.Total ?? 0,
  });
  return (
    <>
      {/* What waits for the user first: deciding is work, the figures are reading. */}
      {sections.queue ? <ReviewQueueCard groups={queue} total={pending.data?.Total ?? 0} counted={pending.data?.Data.length ?? 0} /> : null}
      {sections.output ? (
        <>
          <OutputFiguresCard figures={output.figures} year={year} loading={output.loading} />
          <DeptOutputCard figures={output.figures} loading={output.loading} />
        </>
      ) : null}
      {sections.applications ? (
        <MyApplicationsCard counts={applications} total={started.data?.Total ?? 0} counted={started.data?.Data.length ?? 0} />
      ) : null}
    </>
  );
}

import { useMemo, useState } from 'react';
import { Skeleton } from 'antd';
import { usePermissionIndex } from '../../hooks/usePermissionIndex';
import { DeptOutputCard } from './DeptOutputCard';
import { homeSections, LEADER_GRANT } from './homeSections';
import { applicationFigures } from './myApplications';
import { MyApplicationsCard } from './MyApplicationsCard';
import { OutputFiguresCard } from './OutputFiguresCard';
import { visibleSources } from './outputFigures';
import { PendingItemsCard } from './PendingItemsCard';
import { RecentRecordsCard } from './RecentRecordsCard';
import { groupQueue } from './reviewQueue';
import { ReviewQueueCard } from './ReviewQueueCard';
import { useFlowCenterRows } from './useFlowCenterRows';
import { useHomeLive } from './useHomeLive';
import { useMyApplications } from './useMyApplications';
import { useMyReportList } from './useMyReportList';
import { useOutputFigures } from './useOutputFigures';
import { usePendingItems } from './usePendingItems';
import { useRecentRecords } from './useRecentRecords';

/**
 * The figures that matter to this user (homeSections.ts decides): for leaders this year's output against last year's
 * and by department, for whoever decides what waits for them by module, for staff their applications by status, the
 * items waiting on them and their latest records. A part with nothing to show is left out.
 */
export function HomeDashboard({ userId }: { userId: string }) {
  // The year and today as of the page's opening: a page left open over midnight keeps its figures consistent.
  const [today] = useState(() => new Date());
  const year = today.getFullYear();
  const permissions = usePermissionIndex();
  const isLeader = permissions?.can(LEADER_GRANT.module, LEADER_GRANT.action) ?? false;
  const reports = useMyReportList();
  // Only a leader's dashboard asks for the output reports (a reviewer may open them too, but they are not their cards).
  const sources = useMemo(() => (isLeader ? visibleSources(reports.data ?? []) : []), [isLeader, reports.data]);
  const output = useOutputFigures(sources, year);
  useHomeLive();
  const pending = useFlowCenterRows('pending', userId);
  const started = useMyApplications(userId);
  const openItems = usePendingItems(true);
  const recent = useRecentRecords(userId);
  const queue = useMemo(() => groupQueue(pending.data?.Data ?? [], today), [pending.data, today]);
  const applications = useMemo(() => applicationFigures(started.data ?? []), [started.data]);
  const sections = homeSections({
    isLeader,
    outputSources: sources.length,
    pendingTotal: pending.data?.Total ?? 0,
    startedTotal: applications.total,
    openItems: openItems.data?.length ?? 0,
    recentRecords: recent.records.length,
  });
  // Until the user's facts are in, one placeholder rather than cards appearing one by one under each other.
  const settling = !permissions || pending.isPending || started.isPending || openItems.isPending || recent.loading;
  if (settling) return <Skeleton active paragraph={{ rows: 6 }} style={{ marginBottom: 16 }} />;
  return (
    <>
      {/* What waits for the user first: deciding is work, the figures are reading. */}
      {sections.queue ? <ReviewQueueCard groups={queue} total={pending.data?.Total ?? 0} counted={pending.data?.Data.length ?? 0} /> : null}
      {sections.pendingItems ? <PendingItemsCard items={openItems.data ?? []} /> : null}
      {sections.output ? (
        <>
          <OutputFiguresCard figures={output.figures} year={year} loading={output.loading} />
          <DeptOutputCard figures={output.figures} loading={output.loading} />
        </>
      ) : null}
      {sections.applications ? <MyApplicationsCard figures={applications.figures} total={applications.total} /> : null}
      {sections.recentRecords ? <RecentRecordsCard records={recent.records} /> : null}
    </>
  );
}

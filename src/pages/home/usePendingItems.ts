import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ApiContext';

/** A pending-approval item as GET /api/FlowState/FlowDynamic answers it (shell spec §3, flow message). */
export interface PendingItem {
  Id: string;
  Type: string;
  Business_Id: string;
  Person?: { UserNameCn?: string; WorkCode?: string } | null;
  Summary?: string | null;
  Time?: string | null;
  IsComplete: boolean;
}

/** The user's items still awaiting review; an unanswered call leaves the list empty (the page shows an empty state). */
export function usePendingItems(enabled: boolean) {
  const { http } = useApi();
  return useQuery({
    queryKey: ['home', 'pendingItems'],
    enabled,
    queryFn: async () => {
      const items = await http.get<PendingItem[]>('/api/FlowState/FlowDynamic', undefined, { silent: true });
      return Array.isArray(items) ? items.filter((item) => !item.IsComplete) : [];
    },
  });
}

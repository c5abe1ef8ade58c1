import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ApiContext';

/** What GET /api/CollectionReport/{deptId} answers: a department's approved output, public fields only. */
export interface CollectionReport {
  DeptName: string;
  Category: string | null;
  Theses: Array<{ Title: string; PublishDate: string | null; IncludedType: string | null }>;
  Patents: Array<{ Name: string; PatentType: string | null; LegalStatus: string | null; GrantDate: string | null }>;
  Projects: Array<{ Name: string; Level: string | null; Source: string | null; StartDate: string | null; Status: string | null }>;
}

export function useCollectionReport(id: string) {
  const { http } = useApi();
  return useQuery({
    queryKey: ['collectionReport', id],
    queryFn: () => http.get<CollectionReport>(`/api/CollectionReport/${encodeURIComponent(id)}`, undefined, { silent: true }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiRecord } from '../../../contract/index';
import { useApi } from '../../app/ApiContext';

/** The platform's about record: the CMS About row whose Code is 'About' (unique, seeded once). */
export const ABOUT_CODE = 'About';

export interface AboutContent {
  Title: string;
  Version: string;
  Description: string;
  Contact: string;
}

export function useAboutRecord() {
  const { dataProvider } = useApi();
  return useQuery({
    queryKey: ['aboutRecord'],
    queryFn: async () => {
      const page = await dataProvider.getList<ApiRecord>({
        resource: 'About',
        pagination: { currentPage: 1, pageSize: 1 },
        filters: [{ field: 'Code', operator: 'eq', value: ABOUT_CODE }],
      });
      return page.data[0] ?? null;
    },
  });
}

/** Saves the about record: updates the existing row, or creates it when none exists yet. */
export function useSaveAbout(existing: ApiRecord | null) {
  const { dataProvider } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (content: AboutContent) => {
      if (existing?.Id) {
        return (await dataProvider.update<ApiRecord>({ resource: 'About', id: existing.Id, variables: { ...existing, ...content } })).data;
      }
      return (await dataProvider.create<ApiRecord>({ resource: 'About', variables: { Code: ABOUT_CODE, ...content } })).data;
    },
    onSuccess: (saved) => queryClient.setQueryData(['aboutRecord'], saved),
  });
}

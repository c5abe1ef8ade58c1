import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ApiContext';
import type { MyProfile } from '../../../contract/index';

export type { MyProfile };

export function useMyProfile() {
  const { http } = useApi();
  return useQuery({ queryKey: ['myProfile'], queryFn: () => http.get<MyProfile>('/api/common/MyProfile') });
}

import { useQuery } from '@tanstack/react-query';
import { getMyProfile } from '../../../providers/endpoints/common';
import { useApi } from '../../app/ApiContext';

export function useMyProfile() {
  const { http } = useApi();
  return useQuery({ queryKey: ['myProfile'], queryFn: () => getMyProfile(http) });
}

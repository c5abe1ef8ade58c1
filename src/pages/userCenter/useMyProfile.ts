import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ApiContext';

/** What GET /api/common/MyProfile answers: the user's own account, contact and person details. */
export interface MyProfile {
  Account: string;
  Name: string;
  Email: string | null;
  Phone: string | null;
  HandIcon_Id: string | null;
  PersonName: string | null;
  WorkCode: string | null;
  ProfessionalTitle: string | null;
  DeptName: string | null;
}

export function useMyProfile() {
  const { http } = useApi();
  return useQuery({ queryKey: ['myProfile'], queryFn: () => http.get<MyProfile>('/api/common/MyProfile') });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadAvatar } from '../../../providers/endpoints/common';
import { useApi } from '../../app/ApiContext';
import { avatarFileProblem } from './avatarFile';

/** POST /api/common/UpdateSingImg with one image; on success the session's user shows the new avatar everywhere. */
export function useAvatarUpload() {
  const { http, session } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const problem = avatarFileProblem(file);
      if (problem) throw new Error(problem);
      return uploadAvatar(http, file);
    },
    onSuccess: (answer) => {
      const user = session.getUser();
      if (user) session.setUser({ ...user, HandIconId: answer.Id });
      void queryClient.invalidateQueries({ queryKey: ['myProfile'] });
    },
  });
}

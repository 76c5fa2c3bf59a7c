import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PROFILE_PHOTO_FOLDER,
  type DeletePhotoInput,
  type DeletePhotoResponse,
  type UploadPhotoResponse,
} from '@tuning/shared/profile';
import { api } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

export function uploadProfilePhoto(input: {
  file: File;
  userId: string;
}): Promise<UploadPhotoResponse> {
  const form = new FormData();
  form.append('userId', input.userId);
  form.append('image', input.file);
  return api<UploadPhotoResponse>('uploadprofilepic', { body: form });
}

export function removeProfilePhoto(userId: string): Promise<DeletePhotoResponse> {
  return api<DeletePhotoResponse>('deleteprofilepic', {
    method: 'DELETE',
    body: { publicId: `${PROFILE_PHOTO_FOLDER}/${userId}` } satisfies DeletePhotoInput,
  });
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    // Offline, fail (and alert) at once rather than wait unseen.
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

export function useRemoveProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfilePhoto,
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

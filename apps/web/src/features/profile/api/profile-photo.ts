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

/**
 * A change to the photo: offline it fails (and alerts) at once rather than wait unseen, and once
 * done the current user is read again for the new photo.
 */
function usePhotoChange<Input, Answer>(change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

export const useUploadProfilePhoto = () => usePhotoChange(uploadProfilePhoto);

export const useRemoveProfilePhoto = () => usePhotoChange(removeProfilePhoto);

/**
 * `POST /api/chat/images`: one picked, pasted or dropped image, stored before the message that
 * carries it is sent (`sendMessage { imageId }`). Failures come back as ChatImageUploadError, whose
 * message a person can read and whose `retryable` says whether trying the same file again may work.
 */
import { useMutation } from '@tanstack/react-query';
import type { ChatImageUpload } from '@tuning/shared/chat-extras';
import { chatImageTexts } from '@tuning/shared/chat-images';
import { api, ApiError, NetworkError } from '../../../lib/api-client.ts';

export class ChatImageUploadError extends Error {
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ChatImageUploadError';
    this.retryable = retryable;
  }
}

/** What the server, a proxy or the network said, in words for the composer. */
export function uploadErrorOf(error: unknown): ChatImageUploadError {
  if (error instanceof ChatImageUploadError) return error;
  if (error instanceof NetworkError) {
    return new ChatImageUploadError(error.message, true, { cause: error });
  }
  if (!(error instanceof ApiError)) {
    return new ChatImageUploadError(chatImageTexts.uploadFailed, true, { cause: error });
  }
  const { status, body } = error;
  if (status === 401) return new ChatImageUploadError(chatImageTexts.signedOut, false);
  // Only Tuning's own answers carry a code; a proxy's page (a 413 from nginx) is told by status.
  const told = typeof body.code === 'string' && typeof body.message === 'string';
  if (status === 429) {
    return new ChatImageUploadError(told ? body.message! : chatImageTexts.tooFast, true);
  }
  if (status >= 500 || status === 408) {
    return new ChatImageUploadError(chatImageTexts.uploadFailed, true, { cause: error });
  }
  if (told) return new ChatImageUploadError(body.message!, false);
  if (status === 413) return new ChatImageUploadError(chatImageTexts.tooLarge, false);
  if (status === 415) return new ChatImageUploadError(chatImageTexts.wrongType, false);
  return new ChatImageUploadError(chatImageTexts.uploadFailed, false, { cause: error });
}

/** Uploads `file`; an abort through `signal` rejects with the browser's AbortError as it is. */
export async function uploadChatImage(
  file: File,
  options: { signal?: AbortSignal } = {},
): Promise<ChatImageUpload> {
  const form = new FormData();
  form.append('image', file);
  try {
    return await api<ChatImageUpload>('chat/images', { body: form, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw uploadErrorOf(error);
  }
}

export function useUploadChatImage() {
  return useMutation({
    mutationKey: ['chat', 'image-upload'],
    mutationFn: ({ file, signal }: { file: File; signal?: AbortSignal }) =>
      uploadChatImage(file, { signal }),
    // Offline, fail (and say so) at once rather than wait unseen.
    networkMode: 'always',
  });
}

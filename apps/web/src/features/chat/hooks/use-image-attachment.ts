/**
 * The one image waiting to go with the next message (product.md §13): picked, pasted or dropped,
 * checked here first (type and size, with the server's own words), then uploaded at once so that
 * Send has only the message to send.
 *
 * `useImageAttachment()` returns an ImageAttachment:
 * - `status`: 'idle' (nothing attached), 'uploading', 'ready' (send with `upload.imageId`) or
 *   'error' (`error` says why; `canRetry` when trying the same file again may work).
 * - `file`, `previewUrl` (an object URL of the file, absent for a file refused before upload),
 *   `upload` (the server's ChatImageUpload once ready).
 * - `attach(file)`: replaces whatever was attached (an upload under way is aborted).
 * - `attachFirst(files)`: for paste and drop; attaches the first image of a FileList (or the first
 *   file when none is an image, so its refusal is said). False when there was no file: a paste of
 *   text then goes on as usual.
 * - `retry()`: uploads the same file again after a failure that `canRetry`.
 * - `clear()`: removes it (after sending, or by the remove button).
 * The object URL is revoked when the file is replaced, cleared, or the composer unmounts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatImageUpload } from '@tuning/shared/chat-extras';
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_TYPES, chatImageTexts } from '@tuning/shared/chat-images';
import { uploadErrorOf, useUploadChatImage } from '../api/upload-chat-image.ts';

export type AttachmentStatus = 'idle' | 'uploading' | 'ready' | 'error';

export interface ImageAttachment {
  status: AttachmentStatus;
  file: File | undefined;
  previewUrl: string | undefined;
  upload: ChatImageUpload | undefined;
  error: string | undefined;
  canRetry: boolean;
  attach: (file: File) => void;
  attachFirst: (files: FileList | readonly File[] | null | undefined) => boolean;
  retry: () => void;
  clear: () => void;
}

const ACCEPTED: readonly string[] = CHAT_IMAGE_TYPES;

/**
 * Why `file` cannot be sent, before it is uploaded; undefined when it may be. A file whose type
 * the browser does not know ('') goes to the server, which reads its magic bytes.
 */
export function precheckImageFile(file: Pick<File, 'size' | 'type'>): string | undefined {
  if (file.type !== '' && !ACCEPTED.includes(file.type)) return chatImageTexts.wrongType;
  if (file.size === 0) return chatImageTexts.empty;
  if (file.size > CHAT_IMAGE_MAX_BYTES) return chatImageTexts.tooLarge;
  return undefined;
}

interface UploadRequest {
  file: File;
  signal: AbortSignal;
}

interface Chosen {
  file: File;
  previewUrl: string | undefined;
  refusal: string | undefined;
  /** The upload under way for it: the mutation's state counts only once it is about this one. */
  request: UploadRequest | undefined;
}

export function useImageAttachment(): ImageAttachment {
  const { mutate, reset, status: uploadStatus, data, error, variables } = useUploadChatImage();
  const [chosen, setChosen] = useState<Chosen>();
  const aborter = useRef<AbortController>(undefined);
  const preview = useRef<string>(undefined);

  const stop = useCallback(() => {
    aborter.current?.abort();
    aborter.current = undefined;
    reset();
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = undefined;
  }, [reset]);

  const send = useCallback(
    (file: File): UploadRequest => {
      const controller = new AbortController();
      aborter.current = controller;
      const request = { file, signal: controller.signal };
      mutate(request);
      return request;
    },
    [mutate],
  );

  const attach = useCallback(
    (file: File) => {
      stop();
      const refusal = precheckImageFile(file);
      const previewUrl = refusal ? undefined : URL.createObjectURL(file);
      preview.current = previewUrl;
      setChosen({ file, previewUrl, refusal, request: refusal ? undefined : send(file) });
    },
    [stop, send],
  );

  const attachFirst = useCallback(
    (files: FileList | readonly File[] | null | undefined) => {
      const list = files ? Array.from(files) : [];
      const file = list.find((candidate) => candidate.type.startsWith('image/')) ?? list[0];
      if (!file) return false;
      attach(file);
      return true;
    },
    [attach],
  );

  const clear = useCallback(() => {
    stop();
    setChosen(undefined);
  }, [stop]);

  // Leaving the chat: the upload is no longer wanted and the preview's memory is given back.
  useEffect(() => () => stop(), [stop]);

  // The mutation reports a new upload's state a moment after it starts: until then it still
  // describes the previous one, which is not this file's (or not this attempt's) outcome.
  const settled = chosen?.request !== undefined && variables === chosen.request;
  const failure = settled && uploadStatus === 'error' ? uploadErrorOf(error) : undefined;
  const canRetry = Boolean(failure?.retryable);
  const retry = useCallback(() => {
    if (!chosen || !canRetry) return;
    setChosen({ ...chosen, request: send(chosen.file) });
  }, [chosen, canRetry, send]);

  let status: AttachmentStatus = 'idle';
  if (chosen) {
    if (chosen.refusal || failure) status = 'error';
    else if (settled && uploadStatus === 'success') status = 'ready';
    else status = 'uploading';
  }
  return {
    status,
    file: chosen?.file,
    previewUrl: chosen?.previewUrl,
    upload: status === 'ready' ? data : undefined,
    error: chosen?.refusal ?? failure?.message,
    canRetry,
    attach,
    attachFirst,
    retry,
    clear,
  };
}

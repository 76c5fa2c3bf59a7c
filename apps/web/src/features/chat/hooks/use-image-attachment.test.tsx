import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { CHAT_IMAGE_MAX_BYTES, chatImageTexts } from '@tuning/shared/chat-images';
import { messages } from '@tuning/shared/messages';
import {
  resetBrowserState,
  stubApi,
  testQueryClient,
  type ApiCall,
  type FakeResponse,
} from '../../../test/render-route.tsx';
import { precheckImageFile, useImageAttachment } from './use-image-attachment.ts';

let urls = 0;
const createObjectURL = vi.fn(() => `blob:preview-${++urls}`);
const revokeObjectURL = vi.fn();
beforeEach(() => {
  urls = 0;
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  resetBrowserState();
});

const png = (name = 'cat.png', size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

const uploaded = (id: string) => ({
  imageId: id,
  url: `/api/chat/images/${id}.webp`,
  thumbUrl: `/api/chat/images/${id}/thumb.webp`,
  width: 640,
  height: 480,
});

/** Uploads answered by the test, one at a time, in order. */
function stubUploads() {
  const waiting: { call: ApiCall; answer: (response: FakeResponse | Error) => void }[] = [];
  const calls = stubApi({
    'POST /api/chat/images': (_body, call) =>
      new Promise<FakeResponse>((resolve, reject) => {
        waiting.push({
          call,
          answer: (response) => (response instanceof Error ? reject(response) : resolve(response)),
        });
      }),
  });
  return { calls, waiting };
}

function renderAttachment() {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useImageAttachment(), { wrapper });
}

test('the precheck refuses other types, empty files and files over the limit, in the server’s words', () => {
  expect(precheckImageFile({ type: 'application/pdf', size: 10 })).toBe(chatImageTexts.wrongType);
  expect(precheckImageFile({ type: 'image/svg+xml', size: 10 })).toBe(chatImageTexts.wrongType);
  expect(precheckImageFile({ type: 'image/heic', size: 10 })).toBe(chatImageTexts.wrongType);
  expect(precheckImageFile({ type: 'image/png', size: 0 })).toBe(chatImageTexts.empty);
  expect(precheckImageFile({ type: 'image/jpeg', size: CHAT_IMAGE_MAX_BYTES + 1 })).toBe(
    chatImageTexts.tooLarge,
  );
  expect(precheckImageFile({ type: 'image/gif', size: CHAT_IMAGE_MAX_BYTES })).toBeUndefined();
  expect(precheckImageFile({ type: 'image/webp', size: 1 })).toBeUndefined();
  // The browser does not know the type: the server reads the magic bytes.
  expect(precheckImageFile({ type: '', size: 1 })).toBeUndefined();
});

test('a refused file is not uploaded and has no preview', () => {
  const { calls } = stubUploads();
  const { result } = renderAttachment();
  act(() => result.current.attach(new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })));
  expect(result.current).toMatchObject({
    status: 'error',
    error: chatImageTexts.wrongType,
    canRetry: false,
    previewUrl: undefined,
  });
  expect(result.current.file?.name).toBe('notes.pdf');
  expect(calls).toEqual([]);
  expect(createObjectURL).not.toHaveBeenCalled();
});

test('an image uploads at once with a preview, is ready with the upload, and clear gives the preview back', async () => {
  const { calls, waiting } = stubUploads();
  const { result } = renderAttachment();
  expect(result.current.status).toBe('idle');

  act(() => result.current.attach(png()));
  expect(result.current).toMatchObject({ status: 'uploading', previewUrl: 'blob:preview-1' });
  await waitFor(() => expect(waiting).toHaveLength(1));
  expect((calls[0]!.body as FormData).get('image')).toBeInstanceOf(File);

  act(() => waiting[0]!.answer({ body: uploaded('AbCdEfGhIjKlMnOpQrStUv') }));
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(result.current.upload).toEqual(uploaded('AbCdEfGhIjKlMnOpQrStUv'));
  expect(result.current.error).toBeUndefined();

  act(() => result.current.clear());
  expect(result.current).toMatchObject({ status: 'idle', file: undefined, upload: undefined });
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
});

test('a network failure can be retried with the same file; a refusal by the server cannot', async () => {
  const { waiting } = stubUploads();
  const { result } = renderAttachment();
  act(() => result.current.attach(png()));
  await waitFor(() => expect(waiting).toHaveLength(1));
  act(() => waiting[0]!.answer(new TypeError('Failed to fetch')));
  await waitFor(() => expect(result.current.status).toBe('error'));
  expect(result.current).toMatchObject({ error: messages.networkError, canRetry: true });
  expect(result.current.previewUrl).toBe('blob:preview-1');

  act(() => result.current.retry());
  expect(result.current.status).toBe('uploading');
  await waitFor(() => expect(waiting).toHaveLength(2));
  expect((waiting[1]!.call.body as FormData).get('image')).toBe(result.current.file);
  act(() =>
    waiting[1]!.answer({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', message: chatImageTexts.tooManyPixels },
    }),
  );
  await waitFor(() => expect(result.current.status).toBe('error'));
  expect(result.current).toMatchObject({ error: chatImageTexts.tooManyPixels, canRetry: false });
  act(() => result.current.retry());
  expect(waiting).toHaveLength(2);
  expect(result.current.status).toBe('error');
});

test('a new image replaces one still uploading: the first upload is aborted and its answer ignored', async () => {
  const { waiting } = stubUploads();
  const { result } = renderAttachment();
  act(() => result.current.attach(png('first.png')));
  await waitFor(() => expect(waiting).toHaveLength(1));
  act(() => result.current.attach(png('second.png')));
  await waitFor(() => expect(waiting).toHaveLength(2));
  expect(waiting[0]!.call.signal?.aborted).toBe(true);
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  expect(result.current).toMatchObject({ status: 'uploading', previewUrl: 'blob:preview-2' });
  expect(result.current.file?.name).toBe('second.png');

  act(() => waiting[0]!.answer({ body: uploaded('FirstFirstFirstFirst') }));
  await act(async () => {});
  expect(result.current.status).toBe('uploading');
  act(() => waiting[1]!.answer({ body: uploaded('SecondSecondSecond') }));
  await waitFor(() => expect(result.current.status).toBe('ready'));
  expect(result.current.upload?.imageId).toBe('SecondSecondSecond');
});

test('paste and drop attach the first image of the files; no files leaves the paste alone', async () => {
  const { waiting } = stubUploads();
  const { result } = renderAttachment();
  let taken = true;
  act(() => {
    taken = result.current.attachFirst([]);
  });
  expect(taken).toBe(false);
  expect(result.current.status).toBe('idle');
  act(() => {
    taken = result.current.attachFirst(null);
  });
  expect(taken).toBe(false);

  const text = new File(['hi'], 'notes.txt', { type: 'text/plain' });
  act(() => {
    taken = result.current.attachFirst([text, png('dropped.png')]);
  });
  expect(taken).toBe(true);
  expect(result.current.file?.name).toBe('dropped.png');
  await waitFor(() => expect(waiting).toHaveLength(1));

  // Only files that are not images: the first is taken, so its refusal is said.
  act(() => {
    taken = result.current.attachFirst([text]);
  });
  expect(taken).toBe(true);
  expect(result.current).toMatchObject({ status: 'error', error: chatImageTexts.wrongType });
  expect(waiting[0]!.call.signal?.aborted).toBe(true);
});

test('leaving the chat aborts the upload and gives the preview back', async () => {
  const { waiting } = stubUploads();
  const { result, unmount } = renderAttachment();
  act(() => result.current.attach(png()));
  await waitFor(() => expect(waiting).toHaveLength(1));
  unmount();
  expect(waiting[0]!.call.signal?.aborted).toBe(true);
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
});

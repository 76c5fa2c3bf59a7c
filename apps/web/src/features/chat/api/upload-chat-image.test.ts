import { afterEach, expect, test } from 'vitest';
import { chatImageTexts } from '@tuning/shared/chat-images';
import { messages } from '@tuning/shared/messages';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { resetBrowserState, stubApi } from '../../../test/render-route.tsx';
import { ChatImageUploadError, uploadChatImage, uploadErrorOf } from './upload-chat-image.ts';

afterEach(resetBrowserState);

const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cat.png', { type: 'image/png' });
const answer = {
  imageId: 'AbCdEfGhIjKlMnOpQrStUv',
  url: '/api/chat/images/AbCdEfGhIjKlMnOpQrStUv.webp',
  thumbUrl: '/api/chat/images/AbCdEfGhIjKlMnOpQrStUv/thumb.webp',
  width: 800,
  height: 600,
};

test('the file goes as the multipart field "image" of POST /api/chat/images', async () => {
  const calls = stubApi({ 'POST /api/chat/images': () => ({ body: answer }) });
  await expect(uploadChatImage(file)).resolves.toEqual(answer);
  expect(calls).toHaveLength(1);
  const body = calls[0]!.body as FormData;
  expect(body).toBeInstanceOf(FormData);
  expect([...body.keys()]).toEqual(['image']);
  expect((body.get('image') as File).name).toBe('cat.png');
});

test("the server's refusals are told in its words, and are not worth retrying", async () => {
  stubApi({
    'POST /api/chat/images': () => ({
      status: 415,
      body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: chatImageTexts.wrongType },
    }),
  });
  const error = await uploadChatImage(file).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ChatImageUploadError);
  expect(error).toMatchObject({ message: chatImageTexts.wrongType, retryable: false });
});

test('failures become readable texts; only those that may pass next time are retryable', () => {
  const cases: [unknown, string, boolean][] = [
    [new NetworkError(new TypeError('Failed to fetch')), messages.networkError, true],
    [
      new ApiError(429, { code: 'RATE_LIMITED', message: chatImageTexts.tooFast }),
      chatImageTexts.tooFast,
      true,
    ],
    [new ApiError(429, {}), chatImageTexts.tooFast, true],
    [
      new ApiError(500, { code: 'INTERNAL', message: 'Internal server error' }),
      chatImageTexts.uploadFailed,
      true,
    ],
    [
      new ApiError(401, { code: 'UNAUTHORIZED', message: 'Not signed in' }),
      chatImageTexts.signedOut,
      false,
    ],
    // A proxy's own page: its HTML is no text for a person.
    [
      new ApiError(413, { message: '<html><h1>413 Request Entity Too Large</h1></html>' }),
      chatImageTexts.tooLarge,
      false,
    ],
    [new ApiError(415, {}), chatImageTexts.wrongType, false],
    [
      new ApiError(413, { code: 'PAYLOAD_TOO_LARGE', message: chatImageTexts.tooManyPixels }),
      chatImageTexts.tooManyPixels,
      false,
    ],
    [new Error('boom'), chatImageTexts.uploadFailed, true],
  ];
  for (const [error, message, retryable] of cases) {
    expect(uploadErrorOf(error), String(error)).toMatchObject({ message, retryable });
  }
});

test('an aborted upload rejects with the abort itself, not a failure to show', async () => {
  const controller = new AbortController();
  stubApi({
    'POST /api/chat/images': () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    },
  });
  const error = await uploadChatImage(file, { signal: controller.signal }).catch(
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DOMException);
  expect((error as DOMException).name).toBe('AbortError');
});

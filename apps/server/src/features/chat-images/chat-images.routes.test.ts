import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { CHAT_IMAGE_MAX_SIDE, CHAT_THUMB_MAX_SIDE } from '@tuning/shared/chat-extras';
import { chatImageIdSchema } from '@tuning/shared/chat-schemas';
import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_IMAGE_MAX_PIXELS,
  chatImageTexts,
} from '@tuning/shared/chat-images';
import { PHOTO_MAX_BYTES } from '@tuning/shared/profile';
import { createUser, type TestUser } from '../../../test/fixtures.ts';
import { call, multipart } from '../../../test/http.ts';
import { colourImage, expectCleanWebp, imageUploader, pngDeclaring } from '../../../test/images.ts';
import { appPerTest } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import {
  blocks,
  chatImages,
  conversationMessages as chatMessages,
  users,
  ROOM_CONVERSATION_ID,
} from '../../db/schema.ts';
import { MAX_INPUT_PIXELS } from '../../lib/image-upload.ts';
import { LIMITS } from '../../lib/limits.ts';
import { createChatImagesService } from './chat-images.service.ts';

const open = appPerTest();

/** The chat image form, with a text field before the file. */
const upload = imageUploader(
  '/api/chat/images',
  { note: 'hello' },
  { name: 'picture.png', type: 'image/png' },
);

/** What the chat's send does when a message carries `imageId`. */
async function attachToMessage(db: Db, imageId: string, authorId: string): Promise<number> {
  const [message] = await db
    .insert(chatMessages)
    .values({
      conversationId: ROOM_CONVERSATION_ID,
      messageId: `${authorId}-1-${imageId}`,
      userId: authorId,
      text: '',
      imageId,
    })
    .returning({ seq: chatMessages.seq });
  await db
    .update(chatImages)
    .set({ conversationSeq: message!.seq })
    .where(eq(chatImages.id, imageId));
  return message!.seq;
}

async function storedIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: chatImages.id }).from(chatImages);
  return rows.map((row) => row.id).sort();
}

test('the limits are the profile photo limits', () => {
  expect(CHAT_IMAGE_MAX_BYTES).toBe(PHOTO_MAX_BYTES);
  expect(CHAT_IMAGE_MAX_PIXELS).toBe(MAX_INPUT_PIXELS);
  expect(LIMITS.chatImages.uploads).toEqual(LIMITS.photoUploads.perUser);
});

test('a sideways JPEG with EXIF is stored upright as a WebP of at most 1600 px, without metadata, with a thumbnail', async () => {
  const { app, database } = await open();
  const user = await createUser(database.db);
  // 2000×1200 as stored, 1200×2000 as the camera meant it (orientation 6: turn 90° clockwise).
  const jpeg = await colourImage(2000, 1200)
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'SpyCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
    })
    .jpeg()
    .toBuffer();
  const before = await sharp(jpeg).metadata();
  expect(before.exif).toBeDefined();
  expect(before.orientation).toBe(6);

  const response = await upload(app, user, jpeg, 'camera.jpg', 'image/jpeg');
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.imageId).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  expect(chatImageIdSchema.safeParse(body.imageId).success).toBe(true);
  expect(body).toEqual({
    imageId: body.imageId,
    url: `/api/chat/images/${body.imageId}.webp`,
    thumbUrl: `/api/chat/images/${body.imageId}/thumb.webp`,
    width: 960,
    height: CHAT_IMAGE_MAX_SIDE,
  });

  const image = await call(app, 'GET', body.url, { as: user });
  const stored = await expectCleanWebp(image, [960, 1600]);
  expect(stored.icc).toBeUndefined();
  expect(stored.orientation).toBeUndefined();

  const thumb = await call(app, 'GET', body.thumbUrl, { as: user });
  expect(thumb.statusCode).toBe(200);
  expect(thumb.headers['content-type']).toBe('image/webp');
  const small = await sharp(thumb.rawPayload).metadata();
  expect(small.format).toBe('webp');
  expect([small.width, small.height]).toEqual([288, CHAT_THUMB_MAX_SIDE]);
  expect(small.exif).toBeUndefined();
});

test('small images keep their size; PNG with transparency, WebP and the first frame of an animated GIF are accepted', async () => {
  const { app, database } = await open();
  const user = await createUser(database.db);
  const red = await colourImage(40, 30).png().toBuffer();
  const blue = await sharp({
    create: { width: 40, height: 30, channels: 3, background: '#00f' },
  })
    .png()
    .toBuffer();
  const animated = await sharp([red, blue], { join: { animated: true } })
    .gif()
    .toBuffer();
  expect((await sharp(animated).metadata()).pages).toBe(2);
  const transparent = await sharp({
    create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer();

  const cases: [string, Buffer, string, [number, number]][] = [
    ['transparent PNG', transparent, 'a.png', [300, 200]],
    ['WebP', await colourImage(500, 700).webp().toBuffer(), 'a.webp', [500, 700]],
    ['animated GIF', animated, 'a.gif', [40, 30]],
  ];
  for (const [label, file, name, size] of cases) {
    const response = await upload(app, user, file, name, 'application/octet-stream');
    expect(response.statusCode, label).toBe(200);
    const { url, width, height } = response.json();
    expect([width, height], label).toEqual(size);
    const stored = await sharp((await call(app, 'GET', url, { as: user })).rawPayload).metadata();
    expect([stored.format, stored.width, stored.height, stored.pages ?? 1], label).toEqual([
      'webp',
      ...size,
      1,
    ]);
    if (label === 'transparent PNG') expect(stored.hasAlpha).toBe(true);
  }
});

test('wrong types, empty, damaged, too big and too many pixels are refused with a clear text, and nothing is stored', async () => {
  const { app, database } = await open();
  const user = await createUser(database.db);
  const jpeg = await colourImage(600, 600).jpeg().toBuffer();
  // A valid PNG header (signature + IHDR) that declares 20000×20000 pixels: a decompression bomb.
  const bomb = await pngDeclaring(20000, 20000);
  const deep = await colourImage(64, 64).toColourspace('rgb16').png().toBuffer();

  const corpus: [string, Buffer, string, string, number, string][] = [
    [
      'text file named .png',
      Buffer.from('just some notes, not a picture\n'),
      'notes.png',
      'image/png',
      415,
      chatImageTexts.wrongType,
    ],
    [
      'SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
      415,
      chatImageTexts.wrongType,
    ],
    ['empty file', Buffer.alloc(0), 'empty.png', 'image/png', 400, chatImageTexts.empty],
    [
      'truncated JPEG',
      jpeg.subarray(0, Math.floor(jpeg.length / 3)),
      'cut.jpg',
      'image/jpeg',
      400,
      chatImageTexts.unreadable,
    ],
    ['16-bit PNG', deep, 'deep.png', 'image/png', 415, chatImageTexts.notEightBit],
    ['20000×20000 PNG', bomb, 'bomb.png', 'image/png', 413, chatImageTexts.tooManyPixels],
    [
      '9 MB file',
      Buffer.concat([jpeg, Buffer.alloc(9 * 1024 * 1024)]),
      'big.jpg',
      'image/jpeg',
      413,
      chatImageTexts.tooLarge,
    ],
  ];
  for (const [label, file, name, type, status, message] of corpus) {
    const response = await upload(app, user, file, name, type);
    expect(response.statusCode, label).toBe(status);
    expect(response.json().message, label).toBe(message);
  }

  const json = await call(app, 'POST', '/api/chat/images', { as: user, body: { image: 'x' } });
  expect(json.statusCode).toBe(415);
  expect(json.json().message).toBe(chatImageTexts.notMultipart);
  const misnamed = await call(app, 'POST', '/api/chat/images', {
    as: user,
    body: multipart(
      { note: 'hello' },
      { field: 'x', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg },
    ),
  });
  expect(misnamed.statusCode).toBe(400);
  expect(misnamed.json().message).toBe(chatImageTexts.noImageField);

  const anonymous = await upload(app, undefined, jpeg, 'a.jpg', 'image/jpeg');
  expect(anonymous.statusCode).toBe(401);
  expect(await storedIds(database.db)).toEqual([]);
});

test('uploads are limited per user per minute, as profile photos are', async () => {
  const { app, database } = await open();
  const user = await createUser(database.db);
  const other = await createUser(database.db);
  const png = await colourImage(8, 8).png().toBuffer();
  for (let i = 0; i < LIMITS.chatImages.uploads.max; i++) {
    expect((await upload(app, user, png)).statusCode).toBe(200);
  }
  const refused = await upload(app, user, png);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: chatImageTexts.tooFast });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await upload(app, other, png)).statusCode).toBe(200);
});

test('an upload removes the uploader’s unsent images older than a day and past ten; sent ones and other people’s stay', async () => {
  const { app, database } = await open();
  const { db } = database;
  const user = await createUser(db);
  const other = await createUser(db);
  const png = await colourImage(8, 8).png().toBuffer();
  const idOf = async (who: TestUser) => (await upload(app, who, png)).json().imageId as string;
  const backdate = (id: string, hours: number) =>
    db
      .update(chatImages)
      .set({ createdAt: sql`now() - ${hours}::int * interval '1 hour'` })
      .where(eq(chatImages.id, id));

  const sent = await idOf(user);
  await attachToMessage(db, sent, user.id);
  await backdate(sent, 48);
  const stale = await idOf(user);
  await backdate(stale, 25);
  const othersStale = await idOf(other);
  await backdate(othersStale, 48);
  const oldest = await idOf(user);
  await backdate(oldest, 1);

  const fresh = await idOf(user);
  expect(await storedIds(db)).toEqual([sent, othersStale, oldest, fresh].sort());

  // Ten unsent at most: the tenth upload after `oldest` pushes it out.
  const more: string[] = [];
  for (let i = 0; i < 8; i++) more.push(await idOf(user));
  expect(await storedIds(db)).toContain(oldest);
  more.push(await idOf(user));
  expect(await storedIds(db)).toEqual([sent, othersStale, fresh, ...more].sort());
});

test('an image is served to signed-in viewers of its message; an unsent one only to its uploader', async () => {
  const { app, database } = await open();
  const { db } = database;
  const author = await createUser(db);
  const reader = await createUser(db);
  const blocker = await createUser(db);
  const muter = await createUser(db);
  const png = await colourImage(60, 40).png().toBuffer();
  const { imageId, url, thumbUrl } = (await upload(app, author, png)).json();

  // Unsent: the uploader only.
  expect((await call(app, 'GET', url, { as: author })).statusCode).toBe(200);
  expect((await call(app, 'GET', thumbUrl, { as: author })).statusCode).toBe(200);
  expect((await call(app, 'GET', url, { as: reader })).statusCode).toBe(404);
  expect((await call(app, 'GET', thumbUrl, { as: reader })).statusCode).toBe(404);
  expect((await call(app, 'GET', url)).statusCode).toBe(401);

  const seq = await attachToMessage(db, imageId, author.id);
  await db.insert(blocks).values([
    { blockerId: blocker.id, blockedId: author.id, kind: 'block' },
    { blockerId: muter.id, blockedId: author.id, kind: 'mute' },
  ]);
  for (const path of [url, thumbUrl]) {
    expect((await call(app, 'GET', path, { as: reader })).statusCode, path).toBe(200);
    expect((await call(app, 'GET', path, { as: author })).statusCode, path).toBe(200);
    // Those who hide the author's messages do not get their images either.
    expect((await call(app, 'GET', path, { as: blocker })).statusCode, path).toBe(404);
    expect((await call(app, 'GET', path, { as: muter })).statusCode, path).toBe(404);
    expect((await call(app, 'GET', path)).statusCode, path).toBe(401);
  }

  await db
    .update(chatMessages)
    .set({ deletedAt: new Date(), text: '' })
    .where(eq(chatMessages.seq, seq));
  for (const path of [url, thumbUrl]) {
    expect((await call(app, 'GET', path, { as: reader })).statusCode, path).toBe(404);
    expect((await call(app, 'GET', path, { as: author })).statusCode, path).toBe(404);
  }

  for (const path of [
    '/api/chat/images/short.webp',
    '/api/chat/images/AAAAAAAAAAAAAAAAAAAAAA.webp',
    '/api/chat/images/AAAAAAAAAAAAAAAAAAAAAA/thumb.webp',
    '/api/chat/images/..%2F..%2Fetc%2Fpasswd.webp',
    `/api/chat/images/${imageId}%00.webp`,
  ]) {
    const response = await call(app, 'GET', path, { as: reader });
    expect(response.statusCode, path).toBe(404);
  }
});

test('a suspended account stores nothing, even on a request that got past the session check', async () => {
  const testApp = await open();
  const { db } = testApp.database;
  const user = await createUser(db);
  await db
    .update(users)
    .set({ suspendedUntil: new Date(Date.now() + 86_400_000) })
    .where(eq(users.id, user.id));
  const service = createChatImagesService({ db });
  const png = await colourImage(8, 8).png().toBuffer();
  await expect(service.upload(user.id, png)).rejects.toMatchObject({
    code: 'FORBIDDEN',
    message: 'Your account is suspended.',
  });
  expect(await storedIds(db)).toEqual([]);
});

test('an account past its image storage is refused with a clear text until it deletes some', async () => {
  const testApp = await open();
  const { db } = testApp.database;
  const user = await createUser(db);
  const other = await createUser(db);
  const png = await colourImage(64, 64).png().toBuffer();
  // A quota that one stored image fills, so the test stores a few kilobytes, not 200 MB.
  const service = createChatImagesService({ db, storagePerUser: 1 });
  const first = await service.upload(user.id, png);
  await expect(service.upload(user.id, png)).rejects.toMatchObject({
    code: 'PAYLOAD_TOO_LARGE',
    message: chatImageTexts.storageFull,
  });
  expect(await storedIds(db)).toEqual([first.imageId]);
  // Someone else's space is their own; deleting frees the user's.
  await service.upload(other.id, png);
  await db.delete(chatImages).where(eq(chatImages.id, first.imageId));
  await service.upload(user.id, png);
  expect(chatImageTexts.storageFull).toContain(
    `${LIMITS.chatImages.storagePerUser / (1024 * 1024)} MB`,
  );
});

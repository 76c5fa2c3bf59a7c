import sharp from 'sharp';
import { expect, test, vi } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import { call } from '../../../test/http.ts';
import { colourImage, expectCleanWebp, imageUploader, pngDeclaring } from '../../../test/images.ts';
import { appPerTest } from '../../../test/test-app.ts';
import { DECODE_CONCURRENCY, createConcurrencyLimit } from '../../lib/image-upload.ts';
import { IMAGE_MAX_INPUT_SIDE } from '@tuning/shared/chat-images';
import { PHOTO_TEXTS } from './photo.ts';

const open = appPerTest();

/** The profile photo form, with a `userId` field the server must ignore. */
const upload = imageUploader(
  '/api/uploadprofilepic',
  { userId: 'someone-else' },
  { name: 'photo.jpg', type: 'image/jpeg' },
);

test('a JPEG with GPS EXIF is stored as a 400×400 WebP without metadata and served with cache headers', async () => {
  const { app, database } = await open();
  const user = await createUser(database.db);
  const jpeg = await colourImage(1200, 800)
    .withExif({
      IFD0: { Make: 'SpyCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
    })
    .jpeg()
    .toBuffer();
  expect((await sharp(jpeg).metadata()).exif).toBeDefined();

  const response = await upload(app, user, jpeg);
  expect(response.statusCode).toBe(200);
  const { url } = response.json();
  expect(url).toMatch(new RegExp(`^/api/profile-image/${user.id}/photo\\.webp\\?v=\\d+$`));

  const image = await call(app, 'GET', url);
  await expectCleanWebp(image, [400, 400]);

  const lookup = await call(app, 'GET', `/api/profile-image/${user.id}`, { as: user });
  expect(lookup.json()).toEqual({ imageUrl: url });
});

test('PNG, WebP and GIF uploads are accepted and re-encoded', async () => {
  const { app, database } = await open();
  const user = await createUser(database.db);
  for (const [file, name] of [
    [await colourImage(50, 80).png().toBuffer(), 'a.png'],
    [await colourImage(500, 500).webp().toBuffer(), 'a.webp'],
    [await colourImage(30, 30).gif().toBuffer(), 'a.gif'],
  ] as const) {
    const response = await upload(app, user, file, name, 'application/octet-stream');
    expect(response.statusCode, name).toBe(200);
  }
});

test('the upload corpus is refused with a 4xx, never a 5xx, and nothing is stored', async () => {
  const { app, database } = await open();
  const user = await createUser(database.db);
  const jpeg = await colourImage(600, 600).jpeg().toBuffer();
  // A valid PNG header (signature + IHDR) that declares 20000×20000 pixels.
  const hugePng = await pngDeclaring(20000, 20000);

  const corpus: [string, Buffer, string, string, number][] = [
    ['empty file', Buffer.alloc(0), 'empty.jpg', 'image/jpeg', 400],
    ['truncated JPEG', jpeg.subarray(0, Math.floor(jpeg.length / 3)), 'cut.jpg', 'image/jpeg', 400],
    ['PNG declaring 20000×20000', hugePng, 'bomb.png', 'image/png', 413],
    [
      'HTML named .jpg',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'x.jpg',
      'image/jpeg',
      415,
    ],
    [
      'SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
      'x.svg',
      'image/svg+xml',
      415,
    ],
    [
      '9 MB file',
      Buffer.concat([jpeg, Buffer.alloc(9 * 1024 * 1024)]),
      'big.jpg',
      'image/jpeg',
      413,
    ],
  ];
  for (const [label, file, name, type, status] of corpus) {
    const response = await upload(app, user, file, name, type);
    expect(response.statusCode, label).toBe(status);
  }
  const lookup = await call(app, 'GET', `/api/profile-image/${user.id}`, { as: user });
  expect(lookup.json()).toEqual({ imageUrl: '' });

  const json = await call(app, 'POST', '/api/uploadprofilepic', { as: user, body: { image: 'x' } });
  expect(json.statusCode).toBe(415);
  const anonymous = await upload(app, undefined, jpeg, 'a.jpg', 'image/jpeg');
  expect(anonymous.statusCode).toBe(401);
});

test('finding 7: a 6300×6300 PNG and a 16-bit PNG are refused before they are decoded', async () => {
  const { app, database } = await open();
  const user = await createUser(database.db);
  // A valid PNG header declaring 6300×6300 (39.7 megapixels), the review's slow upload.
  const large = await pngDeclaring(6300, 6300);
  expect((await upload(app, user, large, 'large.png', 'image/png')).statusCode).toBe(413);
  const deep = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#369' } })
    .toColourspace('rgb16')
    .png()
    .toBuffer();
  const refused = await upload(app, user, deep, 'deep.png', 'image/png');
  expect(refused.statusCode).toBe(415);
  expect(refused.json().message).toMatch(/8 bits/);
  // The same picture in 8 bits is fine.
  const ordinary = await sharp(deep).toColourspace('srgb').png().toBuffer();
  expect((await upload(app, user, ordinary, 'ok.png', 'image/png')).statusCode).toBe(200);
});

test('an extreme shape under the pixel cap (1 × 24,000,000) is refused from its header, before any decode', async () => {
  const { app, database } = await open();
  const user = await createUser(database.db);
  // A 1×1 PNG whose header says 1 × 24,000,000: decoding it would fail as damaged, so a 413 with
  // this text shows the header alone refused it.
  for (const [width, height] of [
    [1, 24_000_000],
    [24_000_000, 1],
    [IMAGE_MAX_INPUT_SIDE + 1, 100],
  ] as const) {
    const png = await pngDeclaring(width, height);
    const refused = await upload(app, user, png, 'long.png', 'image/png');
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(PHOTO_TEXTS.tooLong);
  }
  // The largest side allowed still passes (a 12,000 × 2 strip).
  const strip = await sharp({
    create: { width: IMAGE_MAX_INPUT_SIDE, height: 2, channels: 3, background: '#369' },
  })
    .png()
    .toBuffer();
  expect((await upload(app, user, strip, 'strip.png', 'image/png')).statusCode).toBe(200);
});

test('photo decodes run at most DECODE_CONCURRENCY at once, the rest in order', async () => {
  const limit = createConcurrencyLimit(DECODE_CONCURRENCY);
  let active = 0;
  let most = 0;
  const order: number[] = [];
  const gates = Array.from({ length: 6 }, () => {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  });
  const runs = gates.map((gate, index) =>
    limit(async () => {
      active += 1;
      most = Math.max(most, active);
      order.push(index);
      await gate.promise;
      active -= 1;
    }),
  );
  for (const gate of gates) {
    await vi.waitFor(() => expect(active).toBeGreaterThan(0));
    gate.resolve();
    await Promise.resolve();
  }
  await Promise.all(runs);
  expect(most).toBe(DECODE_CONCURRENCY);
  expect(order).toEqual([0, 1, 2, 3, 4, 5]);
});

test('deleteprofilepic removes only the own photo and returns to the placeholder', async () => {
  const { app, database } = await open();
  const a = await createUser(database.db);
  const b = await createUser(database.db);
  const png = await colourImage(100, 100).png().toBuffer();
  const { url } = (await upload(app, a, png, 'a.png', 'image/png')).json();

  const foreign = await call(app, 'DELETE', '/api/deleteprofilepic', {
    as: b,
    body: { publicId: `tuning_profile_pictures/${a.id}` },
  });
  expect(foreign.statusCode).toBe(403);
  expect((await call(app, 'GET', url)).statusCode).toBe(200);

  const own = await call(app, 'DELETE', '/api/deleteprofilepic', {
    as: a,
    body: { publicId: `tuning_profile_pictures/${a.id}` },
  });
  expect(own.statusCode).toBe(200);
  expect((await call(app, 'GET', url)).statusCode).toBe(404);
  const lookup = await call(app, 'GET', `/api/profile-image/${a.id}`, { as: a });
  expect(lookup.json()).toEqual({ imageUrl: '' });
  const badId = await call(app, 'GET', '/api/profile-image/not-a-uuid/photo.webp');
  expect(badId.statusCode).toBe(404);
});

test('uploads are limited per user per minute', async () => {
  const { app, database } = await open();
  const user = await createUser(database.db);
  const other = await createUser(database.db);
  const png = await colourImage(8, 8).png().toBuffer();
  for (let i = 0; i < 20; i++) {
    expect((await upload(app, user, png, 'a.png', 'image/png')).statusCode).toBe(200);
  }
  expect((await upload(app, user, png, 'a.png', 'image/png')).statusCode).toBe(429);
  expect((await upload(app, other, png, 'a.png', 'image/png')).statusCode).toBe(200);
});

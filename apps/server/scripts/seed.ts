import { emailKeyOf } from '@tuning/shared/validation';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { loadConfigOrExit } from '../src/config.ts';
import { openDatabase, type Db } from '../src/db/client.ts';
import { follows, profilePhotos, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/features/auth/password.ts';
import { runMain } from './run-main.ts';

/** Every demo student signs in with this password. */
export const DEMO_PASSWORD = 'Demo123!';

const COLLEGES = [
  'Harborview University',
  'Northgate Institute of Technology',
  'Saint Ember College',
  'Riverside State',
  'Kaizen Academy of Arts',
  'Summit Valley College',
  'Lakeshore Polytechnic',
  'Old Mill University',
];
const YEARS = ['1st year', '2nd year', '3rd year', '4th year', 'Graduate'];
const FIRST = [
  'Aiko',
  'Ben',
  'Chloe',
  'Dev',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Isla',
  'Jonah',
  'Kira',
  'Leo',
  'Maya',
  'Nico',
  'Olu',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tariq',
  'Uma',
  'Vik',
  'Wren',
  'Xena',
  'Yusuf',
  'Zoe',
];
const LAST = [
  'Adeyemi',
  'Brooks',
  'Chen',
  'Dubois',
  'Ekström',
  'Fernandes',
  'Gupta',
  'Hart',
  'Ito',
  'Jensen',
  'Kowalski',
  'Lopez',
  'Mensah',
  'Novak',
  "O'Neil",
  'Park',
  'Rossi',
  'Sato',
  'Tanaka',
  'Umar',
  'Vega',
  'Walsh',
  'Yilmaz',
  'Zhou',
];
const CITIES = ['Lisbon', 'Osaka', 'Nairobi', 'Toronto', 'Pune', 'Berlin', 'Austin', 'Melbourne'];
const BIOS = [
  'Reads comics between lectures. Team Tyson forever.',
  'Coffee, code and the occasional all-nighter.',
  'Drawing my own saga one panel at a time.',
  'Looking for a study group that also likes ramen.',
  'Runner, reader, rookie guitarist.',
  'Ask me about the Kaizetsu arc. Actually, do not.',
  'Physics major with a soft spot for villains.',
  'Here for the group chat, staying for the memes.',
];
const PALETTE: [number, number, number][] = [
  [255, 210, 63],
  [200, 32, 26],
  [31, 79, 184],
  [23, 114, 55],
  [91, 42, 134],
  [255, 248, 231],
];

/** A deterministic pseudo-random sequence, so a seed run is reproducible. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** A comic-ish avatar drawn pixel by pixel: a coloured field, halftone dots and a bold disc. */
async function makeAvatar(variant: number): Promise<Buffer> {
  const size = 400;
  const [bg, fg] = [
    PALETTE[variant % PALETTE.length]!,
    PALETTE[(variant * 3 + 1) % PALETTE.length]!,
  ];
  const pixels = Buffer.alloc(size * size * 3);
  const cx = 200 + ((variant * 37) % 80) - 40;
  const cy = 170 + ((variant * 53) % 60) - 30;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - cx, y - cy);
      const dot = Math.hypot((x % 16) - 8, (y % 16) - 8) < 2.5;
      let color: readonly number[] = dot ? bg.map((c) => c * 0.82) : bg;
      if (d < 118) color = d > 108 ? [20, 20, 20] : fg;
      else if (y > 300 && Math.abs(x - cx) < 170 - (y - 300) * 0.2)
        color = y < 308 ? [20, 20, 20] : fg;
      const i = (y * size + x) * 3;
      pixels[i] = color[0]!;
      pixels[i + 1] = color[1]!;
      pixels[i + 2] = color[2]!;
    }
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .webp({ quality: 80 })
    .toBuffer();
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface SeedResult {
  users: number;
  photos: number;
  follows: number;
  passwordHint: string;
}

/** Adds `count` demo students (unique names per run) with photos, colleges, bios and follows. */
export async function seedDemoStudents(
  db: Db,
  options: { count: number; followsPerUser?: number; seed?: number },
): Promise<SeedResult> {
  const rand = random(options.seed ?? Date.now());
  const run = randomBytes(3).toString('hex');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const avatars = await Promise.all(Array.from({ length: 12 }, (_, i) => makeAvatar(i)));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const version = Date.now();

  const rows = Array.from({ length: options.count }, (_, i) => {
    const first = pick(FIRST);
    const last = pick(LAST);
    // No dots: Gmail ignores them, so demo.1.23 and demo.12.3 would be one mailbox.
    const email = `demo${run}x${i}@gmail.com`;
    return {
      email,
      emailKey: emailKeyOf(email),
      emailConfirmedAt: new Date(),
      fullName: `${first} ${last}`,
      userName: `${first.toLowerCase()}_${run}_${i}`,
      passwordHash,
      dateOfBirth: `${2000 + Math.floor(rand() * 6)}-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}`,
      pronouns: pick(['He/Him', 'She/Her', 'They/Them', 'Other']),
      bio: pick(BIOS),
      location: pick(CITIES),
      collegeName: pick(COLLEGES),
      collegeYear: pick(YEARS),
      externalLink: rand() < 0.4 ? `https://example.com/${first.toLowerCase()}${i}` : '',
      photoVersion: rand() < 0.75 ? version : null,
    };
  });

  const ids: { id: string; photoVersion: number | null }[] = [];
  for (const batch of chunks(rows, 1000)) {
    ids.push(
      ...(await db
        .insert(users)
        .values(batch)
        .returning({ id: users.id, photoVersion: users.photoVersion })),
    );
  }

  const withPhoto = ids.filter((row) => row.photoVersion !== null);
  for (const batch of chunks(withPhoto, 500)) {
    await db.insert(profilePhotos).values(
      batch.map((row, i) => ({
        userId: row.id,
        image: avatars[(i + batch.length) % avatars.length]!,
        contentType: 'image/webp',
      })),
    );
  }

  const pairs = new Map<string, { followerId: string; followeeId: string }>();
  const perUser = Math.min(options.followsPerUser ?? 5, Math.max(0, ids.length - 1));
  for (const follower of ids) {
    for (let k = 0; k < perUser; k++) {
      const followee = ids[Math.floor(rand() * ids.length)]!;
      if (followee.id === follower.id) continue;
      pairs.set(`${follower.id}:${followee.id}`, {
        followerId: follower.id,
        followeeId: followee.id,
      });
    }
  }
  for (const batch of chunks([...pairs.values()], 2000)) {
    await db.insert(follows).values(batch).onConflictDoNothing();
  }
  // Counters are derived from the rows once, after the bulk insert.
  await db.execute(sql`
    update ${users} set
      followers_count = (select count(*) from ${follows} where followee_id = ${users.id}),
      following_count = (select count(*) from ${follows} where follower_id = ${users.id})`);

  return {
    users: ids.length,
    photos: withPhoto.length,
    follows: pairs.size,
    passwordHint: `every demo student signs in with password ${DEMO_PASSWORD}`,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      users: { type: 'string', default: '50' },
      follows: { type: 'string', default: '5' },
    },
  });
  const count = Number(values.users);
  const followsPerUser = Number(values.follows);
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
    throw new Error('--users must be a whole number between 1 and 1000000');
  }
  if (!Number.isInteger(followsPerUser) || followsPerUser < 0 || followsPerUser > 100) {
    throw new Error('--follows must be a whole number between 0 and 100');
  }
  const config = loadConfigOrExit();
  const database = await openDatabase(config);
  try {
    const started = Date.now();
    const result = await seedDemoStudents(database.db, { count, followsPerUser });
    process.stdout.write(
      `Seeded ${result.users} students (${result.photos} with photos) and ${result.follows} follows ` +
        `into ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s; ${result.passwordHint}.\n`,
    );
    const [sample] = await database.db.select({ email: users.email }).from(users).limit(1);
    if (sample) process.stdout.write(`Example login: ${sample.email}\n`);
  } finally {
    await database.close();
  }
}

if (import.meta.main) runMain(main);

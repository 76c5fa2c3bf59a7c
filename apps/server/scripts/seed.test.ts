import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { follows, profilePhotos, users } from '../src/db/schema.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { seedDemoStudents } from './seed.ts';

test('the seed adds students with photos, colleges and follows whose counters match the rows', async () => {
  const database = await createTestDatabase();
  try {
    const result = await seedDemoStudents(database.db, { count: 40, followsPerUser: 4, seed: 7 });
    expect(result.users).toBe(40);
    const [counts] = await database.db
      .select({
        users: sql<number>`(select count(*)::int from ${users})`,
        photos: sql<number>`(select count(*)::int from ${profilePhotos})`,
        follows: sql<number>`(select count(*)::int from ${follows})`,
        followers: sql<number>`(select sum(${users.followersCount})::int from ${users})`,
        following: sql<number>`(select sum(${users.followingCount})::int from ${users})`,
      })
      .from(sql`(select 1) as one`);
    expect(counts?.users).toBe(40);
    expect(counts?.photos).toBe(result.photos);
    expect(counts?.photos).toBeGreaterThan(0);
    expect(counts?.follows).toBe(result.follows);
    expect(counts?.followers).toBe(result.follows);
    expect(counts?.following).toBe(result.follows);
    const [withPhoto] = await database.db
      .select({ id: users.id, version: users.photoVersion })
      .from(users)
      .innerJoin(profilePhotos, eq(profilePhotos.userId, users.id))
      .limit(1);
    expect(withPhoto?.version).toBeGreaterThan(0);
    const noCollege = await database.db.select().from(users).where(eq(users.collegeName, ''));
    expect(noCollege).toHaveLength(0);
  } finally {
    await database.close();
  }
}, 90_000);

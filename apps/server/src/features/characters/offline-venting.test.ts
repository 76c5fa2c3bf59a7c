import { describe, expect, test } from 'vitest';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import { lifeLines } from '@tuning/persona/content/life-lines';
import { talk } from '../../../test/talk-offline.ts';

describe('a student venting goes on being heard', () => {
  test.each(CHARACTER_IDS)('%s hears the vent through, and tells no page', async (id) => {
    const replies = await talk(
      id,
      [
        'ugh my suitemate and i got into it again, she says im too loud when i facetime my bf',
        'like its 9pm thats not even late??',
        'idk maybe im the problem',
      ],
      { furthestPage: 6 },
    );
    const listening = lifeLines()[id].listening.hear;
    expect(listening).toContain(replies[1]);
    expect(listening).toContain(replies[2]);
  });
});

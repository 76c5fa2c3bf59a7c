import { describe, expect, test } from 'vitest';
import { roleplayLines } from '@tuning/persona/content/roleplay-lines';
import { roleplayRoles } from '@tuning/persona/content/roleplay-roles';
import { talk } from '../../../test/talk-offline.ts';
import { ROLEPLAY_SCENES, type SceneExpect } from '../../../test/roleplay-scenes.ts';

/** An action between asterisks: only scene lines carry one. */
const ACTION = /\*[^*]+\*/;

/** The lines of a reply: each scene line opens with its action. */
const linesOf = (reply: string) => reply.split(/ (?=\*[^*]+\* )/);

const playedIn = (reply: string) => /^\*[^*]+\* \S/.test(reply);

/** What each kind of turn should get, read from the reply alone. */
const CHECKS: Readonly<Record<SceneExpect, (reply: string, exit: readonly string[]) => boolean>> = {
  scene: playedIn,
  // Answered out of character, then back into the scene.
  aside: (reply) => !playedIn(reply) && ACTION.test(reply),
  exit: (reply, exit) => exit.includes(reply),
  out: (reply) => !reply.includes('*'),
  crisis: (reply) => reply.includes('988'),
};

describe.each(ROLEPLAY_SCENES)('$id plays $name', ({ id, turns }) => {
  test('each turn in the scene, out of it or leaving it as asked; no line twice', async () => {
    const replies = await talk(
      id,
      turns.map(([message]) => message),
    );
    const exit = roleplayLines()[id].exit;
    turns.forEach(([message, expected, mentions], index) => {
      const reply = replies[index]!;
      expect(CHECKS[expected](reply, exit), `${message} → ${reply}`).toBe(true);
      if (mentions) expect(reply, message).toContain(mentions);
    });
    const lines = replies.flatMap(linesOf).filter((line) => ACTION.test(line));
    expect(new Set(lines).size, lines.join('\n')).toBe(lines.length);
  });
});

test('an order, a slammed door and a thing picked up are named back in the scene', async () => {
  const [, ordered, slammed, grabbed] = await talk('kazeo', [
    'lets do a scene where ur a barista and im a customer',
    'can i get a large iced latte',
    '*slams the door*',
    '*picks up the tip jar*',
  ]);
  expect(ordered).toMatch(/a large iced latte/i);
  expect(roleplayLines().kazeo.reactions.slam).toContain(slammed);
  expect(grabbed).toMatch(/the tip jar/i);
});

test('a scene goes on after a question asked out of it, until it is left', async () => {
  const replies = await talk('asahi', [
    'pretend were stuck in an elevator',
    'wait whats ur real major',
    '*presses the alarm button*',
    'ok stop the roleplay',
    'whats ur fav food',
  ]);
  const [, aside, pressed, left, after] = replies;
  expect(aside).not.toMatch(/^\*/);
  expect(roleplayLines().asahi.resume.some((line) => aside!.endsWith(line))).toBe(true);
  expect(pressed).toMatch(/^\*[^*]+\* /);
  expect(roleplayLines().asahi.exit).toContain(left);
  expect(after).not.toContain('*');
});

test('a role the student cast answers as that role: a coach after a lost race, a barista', async () => {
  const { roles } = roleplayRoles();
  const spoken = (reply: string | undefined) => reply?.replace(/^\*[^*]+\* /, '');
  const [, told, asked, should, thanked] = await talk('tyson', [
    'ok pretend ur my coach and i just lost the race',
    'i blew the last 200 coach',
    'ok but what do i do different next time',
    'should i quit the team',
    'thanks coach',
  ]);
  expect(roles.coach!.tells).toContain(spoken(told));
  expect(roles.coach!.open).toContain(spoken(asked));
  expect(roles.coach!.yesNo).toContain(spoken(should));
  expect(roles.coach!.thanks).toContain(spoken(thanked));
  const [, , price] = await talk('asahi', [
    'asahi can u be a barista and ill order',
    'hi can i get an iced oat latte',
    'wait how much is that',
  ]);
  expect(price).toMatch(/^\*[^*]+\* .*\$\d/);
});

import { expect, test } from 'vitest';
import { readMessage } from '../read/read-message.ts';
import { sceneSetupOf } from './scene-setup.ts';

test.each([
  [
    "lets do a scene where ur a barista and i'm a customer who hates coffee",
    { role: 'a barista', partner: 'a customer who hates coffee' },
  ],
  ["pretend we're stuck in an elevator", { situation: "we're stuck in an elevator" }],
  [
    "ok roleplay: you're my lab partner and we just blew up the experiment",
    { role: 'your lab partner', situation: 'we just blew up the experiment' },
  ],
  [
    'lets do a scene, ur my roommate and i just ate ur leftover pizza',
    { role: 'your roommate', situation: 'you just ate my leftover pizza' },
  ],
  [
    'roleplay: ur my professor and im asking for an extension on my essay',
    { role: 'your professor', situation: "you're asking for an extension on your essay" },
  ],
  [
    // "you" before a verb is who does it: "a stowaway I just found", never "me just found".
    'lets do a scene, ur a pirate captain and im a stowaway u just found',
    { role: 'a pirate captain', partner: 'a stowaway I just found' },
  ],
  [
    "ok roleplay: ur my boss and i'm the intern you hired yesterday",
    { role: 'your boss', partner: 'the intern I hired yesterday' },
  ],
  [
    "pretend we're pirates and our ship is sinking in a storm",
    { situation: "we're pirates and our ship is sinking in a storm" },
  ],
])('"%s" sets %o', (message, setup) => {
  expect(sceneSetupOf(readMessage(message))).toEqual(setup);
});

test('a message that names no role and no situation sets nothing', () => {
  expect(sceneSetupOf(readMessage('wanna roleplay? you pick'))).toBeUndefined();
});

import { expect, test } from 'vitest';
import { CRISIS_RESOURCES } from '@tuning/shared/characters/intro';
import { CHARACTER_IDS, type CharacterId } from '@tuning/shared/saga/characters';
import aftercareCues from '../../content/aftercare-cues.json' with { type: 'json' };
import { aftercareLines } from '../content/aftercare-lines.ts';
import {
  aftercareCuesSchema,
  aftercareMove,
  asksForHelpAfterCare,
  careAgain,
  checkInLine,
  followsCheckIn,
  safetyQuestion,
} from './aftercare.ts';

const user = (content: string) => ({ role: 'user' as const, content });
const character = (content: string) => ({ role: 'assistant' as const, content });
type Turn = ReturnType<typeof user> | ReturnType<typeof character>;

/** The aftercare move for the last turn of `conversation`. */
const moveIn = (characterId: CharacterId, conversation: Turn[]) =>
  aftercareMove({ characterId, conversation, seed: 's' });

test('the aftercare files are valid, the same shape for all five', () => {
  expect(aftercareCuesSchema.safeParse(aftercareCues).success).toBe(true);
  for (const id of CHARACTER_IDS) expect(aftercareLines()[id].ask.length).toBeGreaterThan(2);
});

test.each(CHARACTER_IDS)('%s asks whether the student is safe', (id) => {
  expect(aftercareLines()[id].ask).toContain(safetyQuestion(id, 'seed'));
});

const care = `I'm worried about you. ${CRISIS_RESOURCES} Are you safe right now?`;
/** `risk`, the care it got, then the turns after it in order, the student's first. */
const afterCare = (risk: string, ...after: string[]) => [
  user(risk),
  character(care),
  ...after.map((content, at) => (at % 2 === 0 ? user(content) : character(content))),
];

test.each([
  'im ok now, really',
  'its just a thought sometimes, im not planning anything',
  'please dont make it a big deal',
  'ok thanks for talking',
])('"%s" after care is met calmly, the door left open', (message) => {
  const move = moveIn('asahi', afterCare('i want to die', message));
  expect(move?.section).toBe('aftercare.eased');
});

test.each([
  'everything is just so heavy right now and i cant think',
  'its like this every night and i just lie there',
])('"%s" after care is met by staying with them', (message) => {
  const move = moveIn('kazeo', afterCare('i want to die', message));
  expect(move?.section).toBe('aftercare.stay');
});

test('a question after care is answered as itself', () => {
  const conversation = afterCare('i want to die', 'are you even real?');
  expect(moveIn('kaizetsu', conversation)).toBeUndefined();
});

test('without care just before, there is no aftercare', () => {
  const conversation = [user('hey'), character('Hi!'), user('im ok')];
  expect(moveIn('tyson', conversation)).toBeUndefined();
});

test('a second turn after care gets a line not said yet', () => {
  const lines = aftercareLines().yurei.stay;
  const conversation = [user('i want to die'), character(`${care} ${lines[0]}`), user('idk')];
  const move = aftercareMove({ characterId: 'yurei', conversation, seed: 'x' });
  expect(move?.text).not.toBe(lines[0]);
});

test('a few turns after care, asking what to do or whom to call gets the care again', () => {
  const talk = afterCare(
    'i dont think i want to be here anymore',
    'idk',
    'I’m still here.',
    'ok',
    'Take your time.',
  );
  for (const message of [
    'ok but what do i do tonight',
    'who would i even call',
    'i need help rn',
  ]) {
    expect(asksForHelpAfterCare([...talk, user(message)]), message).toBe(true);
  }
  // Not after care, or not asking: nothing.
  expect(asksForHelpAfterCare([user('hey'), character('Hi!'), user('what do i do tonight')])).toBe(
    false,
  );
  expect(asksForHelpAfterCare([...talk, user('ok thanks, i will')])).toBe(false);
});

test.each(['idk', 'nobody gets it', 'not really'])(
  '"%s" right after care, or a turn or two later, is met by staying, briefly',
  (message) => {
    expect(moveIn('kazeo', afterCare('i want to die', message))?.section).toBe('aftercare.brief');
    const conversation = afterCare(
      'i want to die',
      'my mom and i fought again',
      aftercareLines().kazeo.stay[0]!,
      message,
    );
    const move = moveIn('kazeo', conversation);
    expect(move?.section).toBe('aftercare.brief');
    expect(aftercareLines().kazeo.brief).toContain(move?.text);
  },
);

test('a longer message later, or a short one after the student eased it, is talk again', () => {
  const later = afterCare(
    'i want to die',
    'my mom and i fought again',
    aftercareLines().tyson.stay[0]!,
  );
  const longer = [...later, user('i failed my chem midterm too so thats fun')];
  expect(moveIn('tyson', longer)).toBe(undefined);
  const eased = afterCare(
    'i want to die',
    'im ok, really',
    aftercareLines().tyson.eased[0]!,
    'yeah',
  );
  expect(moveIn('tyson', eased)).toBe(undefined);
});

const afterRisk = afterCare(
  'i dont want to be here anymore',
  'idk',
  aftercareLines().tyson.brief[0]!,
);

test.each([
  ['ok i texted my sister', 'reached'],
  ['my ra is coming over now', 'reached'],
  ['i called 988, they were nice actually', 'reached'],
  ['ill text my roommate', 'planned'],
  ['im calling my mom rn', 'reached'],
  ['ok im going to my friends place', 'reached'],
  ['can u just talk normally lol', 'change'],
  ['can we talk about something else?', 'change'],
  ['distract me pls', 'change'],
  ['will you still be here after', 'stay'],
  ['please dont leave', 'stay'],
] as const)('"%s" a turn or two after care is met as %s, even as a question', (message, part) => {
  const move = moveIn('tyson', [...afterRisk, user(message)]);
  expect(move?.section).toBe(`aftercare.${part}`);
  expect(aftercareLines().tyson[part]).toContain(move?.text);
});

test('a hedged answer right after "are you safe?" is taken as honest, not as a question', () => {
  for (const message of ['probably', 'i think so?', 'i guess', 'for now yeah']) {
    expect(moveIn('kazeo', afterCare('i want to die', message))?.section).toBe('aftercare.unsure');
  }
  // Long after care, or without it, the same words are ordinary talk.
  const ordinary = [user('is the comic good'), character('Very.'), user('probably')];
  expect(moveIn('kazeo', ordinary)).toBe(undefined);
});

test('going somewhere alone after care is no one reached', () => {
  const move = moveIn('tyson', [...afterRisk, user('im going to my room to be alone')]);
  expect(move?.section).not.toBe('aftercare.reached');
});

test('"i texted my sister" long after care, or never after it, is ordinary talk', () => {
  const later = [
    ...afterRisk,
    ...Array.from({ length: 6 }, (_, at) => [user(`msg ${at}`), character(`Reply ${at}.`)]).flat(),
  ];
  expect(moveIn('tyson', [...later, user('i texted my sister')])).toBe(undefined);
});

test('care due again soon after is said without the same lead and question', () => {
  const conversation = afterCare('i want to die', 'no');
  const again = careAgain({ characterId: 'asahi', conversation, seed: 's' });
  expect(aftercareLines().asahi.again).toContain(again);
  expect(
    careAgain({ characterId: 'asahi', conversation: [user('i want to die')], seed: 's' }),
  ).toBe(undefined);
});

test('after a check-in, "yeah im fine" is believed; anything else is talk again', () => {
  const asked = checkInLine({ characterId: 'kazeo', conversation: [user('hm')], seed: 's' });
  expect(aftercareLines().kazeo.checkIn).toContain(asked);
  const before = [user('tired of climbing four floors every day'), character(asked)];
  expect(followsCheckIn('kazeo', [...before, user('lol yeah')])).toBe(true);
  for (const message of ['lol yeah im fine', 'yes i promise', 'haha no i meant the stairs']) {
    const move = moveIn('kazeo', [...before, user(message)]);
    expect(move?.section, message).toBe('aftercare.checkInOk');
  }
  const talk = moveIn('kazeo', [...before, user('whats ur fav song')]);
  expect(talk).toBe(undefined);
});

test.each([
  ['no one at home gets it and i dont want to tell them', 'aftercare.barrier'],
  ['i cant tell my mom she would freak out', 'aftercare.barrier'],
  ['the counseling center is booked for like a month', 'aftercare.barrier'],
  ['i hate talking on the phone tho', 'aftercare.barrier'],
  ['my roommate went home for the weekend so its just me', 'aftercare.barrier'],
  ['i dont even know what to say to them', 'aftercare.words'],
  ['what do i even say if i call', 'aftercare.words'],
  ['maybe my cousin? we used to be close', 'aftercare.option'],
  ['my school has a counseling center i think', 'aftercare.option'],
  ['ok ill text jordan tonight', 'aftercare.planned'],
  ['can u keep talking with me for a bit', 'aftercare.stay'],
])('"%s" a reply or two after care gets %s', (message, section) => {
  const move = moveIn(
    'tyson',
    afterCare('i dont want to be alive anymore', 'idk', aftercareLines().tyson.brief[0]!, message),
  );
  expect(move?.section).toBe(section);
});

test('asking for a number to text a few replies after care gets the care again', () => {
  const conversation = afterCare(
    'i dont want to be alive anymore',
    'idk',
    aftercareLines().kazeo.brief[0]!,
    'is there a number i could text instead? calling is too much',
  );
  expect(asksForHelpAfterCare(conversation)).toBe(true);
  const words = [...conversation.slice(0, -1), user('can you help me work out what to say to her')];
  expect(asksForHelpAfterCare(words)).toBe(false);
  expect(moveIn('kazeo', words)?.section).toBe('aftercare.words');
});

test('naming 988 or asking the character to stay right after a check-in says the risk', () => {
  const checkIn = aftercareLines().yurei.checkIn[0]!;
  const after = (message: string) => [
    user('everything feels pointless lately'),
    character(checkIn),
    user(message),
  ];
  expect(asksForHelpAfterCare(after('ok fine. maybe i should call 988'), 'yurei')).toBe(true);
  expect(asksForHelpAfterCare(after('can you stay with me for a while'), 'yurei')).toBe(true);
  expect(asksForHelpAfterCare(after('yeah im fine lol'), 'yurei')).toBe(false);
});

test.each([
  'no im fine lol i just meant the major thing',
  'wait no i was only exaggerating lol',
  'not like that, calm down lol',
])('after "%s", a question about telling someone is talk again, not someone reached', (misread) => {
  const conversation = afterCare(
    'my parents are gonna freak if i switch majors, i cant do this anymore',
    misread,
    'Got it.',
    'should i tell them over the phone or in person',
  );
  expect(moveIn('kazeo', conversation)).toBeUndefined();
  // Without the misreading told, the same question reads as someone about to be reached.
  const told = [...conversation.slice(0, 2), user('ok'), ...conversation.slice(3)];
  expect(moveIn('kazeo', told)).toBeDefined();
});

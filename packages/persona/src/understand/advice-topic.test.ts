import { expect, test } from 'vitest';
import { readMessage } from '../read/read-message.ts';
import {
  adviceCaseInTalk,
  adviceCaseOf,
  adviceTopicInTalk,
  adviceTopicOf,
  asksForAdvice,
  troubleToldIn,
} from './advice-topic.ts';

const topicOf = (message: string) => adviceTopicOf(readMessage(message));

test.each([
  ['any advice for talking to my roommate?', 'roommate'],
  ['my roomate keeps eating my food lol', 'roommate'],
  ['roomie plays music till 3am what do i do', 'roommate'],
  ['my roommate snores and i cant sleep', 'roommate'],
  ['how do i deal with a lab partner who does nothing', 'groupProject'],
  ['group project from hell, nobody answers the group chat', 'groupProject'],
  ['one of my teammates doesnt do any of the work', 'groupProject'],
  ['what if i freeze up during my presentation', 'presentation'],
  ['i have to give a speech tmrw and im shaking', 'presentation'],
  ['tips for public speaking??', 'presentation'],
  ['any tips for my job interview tmrw', 'presentation'],
  ['i lost my job and rent is due', 'work'],
  ['im looking for a job on campus', 'work'],
  ['how do i not blank out presenting in front of the class', 'presentation'],
  ['how should i study for my orgo midterm', 'exams'],
  ['finals week is killing me any tips', 'exams'],
  ['how do i cram for a quiz in 2 hours lol', 'exams'],
  ['i keep procrastinating on everything', 'procrastination'],
  ['i cant focus at all, always on my phone', 'procrastination'],
  ['my essay is due friday and i havent started', 'procrastination'],
  ['how do i stop putting things off', 'procrastination'],
  ['my best friend is ignoring me', 'friendConflict'],
  ['got into a fight with my friend what do i do', 'friendConflict'],
  ['my friends stopped texting me back', 'friendConflict'],
  ['i have a crush on someone in my bio class', 'crush'],
  ['how do i ask her out without being weird', 'crush'],
  ['should i text him first', 'crush'],
  ['my gf and i broke up last week', 'breakup'],
  ['i got dumped lol how do i get over her', 'breakup'],
  ['my parents want me to do premed but i hate it', 'family'],
  ['my dad keeps pressuring me about grades... wait no about my major', 'family'],
  ['i feel so homesick', 'homesick'],
  ['i miss home so much', 'homesick'],
  ['how do i make friends here', 'makingFriends'],
  ['i dont have any friends at college', 'makingFriends'],
  ['how to meet people when ur shy', 'makingFriends'],
  ['i cant sleep before 4am', 'sleep'],
  ['always so tired in class', 'sleep'],
  ['im broke and rent is due', 'money'],
  ['should i get a part time job', 'work'],
  ['my professor hates me i think', 'professor'],
  ['how do i email my prof about an extension', 'professor'],
  ['im failing this class', 'professor'],
  ['worried about my gpa', 'professor'],
  // No topic named: what to do about what, the turns before tell.
  ['what should i do?', undefined],
  ['any advice?', undefined],
  ['what would you do', undefined],
  ['hi', undefined],
  ['lol ok', undefined],
  ['finally got it', undefined],
  ['tell me about the comic', undefined],
])('"%s" asks advice about %s', (message, topic) => {
  expect(topicOf(message)).toBe(topic);
});

test('a message without a topic takes the topic of the turn before it', () => {
  expect(adviceTopicInTalk(['my roommate never cleans', 'what should i do?'])).toBe('roommate');
  expect(adviceTopicInTalk(['i have a presentation tmrw', 'my crush sits next to me'])).toBe(
    'crush',
  );
  expect(adviceTopicInTalk(['hey', 'what should i do?'])).toBeUndefined();
  // Up to five turns of venting may come between the topic and the ask; six are too many.
  expect(
    adviceTopicInTalk([
      'my roommate had people over till 2am',
      'and it was a tuesday',
      'like am i overreacting',
      'how do i even say something',
    ]),
  ).toBe('roommate');
  expect(
    adviceTopicInTalk([
      'my roommate is loud',
      'hey',
      'hi',
      'ok',
      'lol',
      'anyway',
      'how do i say something',
    ]),
  ).toBeUndefined();
  expect(adviceTopicInTalk([])).toBeUndefined();
});

test.each([
  ['ok so what do i do', true],
  ['any tips??', true],
  ['how do i deal with this', true],
  ['should i tell her', true],
  ['idk what to do anymore', true],
  ['what would u do', true],
  ['my roommate keeps her bf over and i cant sleep, help me figure this out', true],
  ['how do i write an email to my ta', true],
  ['my code is broken and i have no idea why', true],
  ['whats the best way to study for orgo', true],
  ['can u help me with my resume', true],
  ['my roommate snores lol', false],
  ['i did the reading', false],
  ['what do you do on weekends', false],
  ['hi', false],
  // Asks what was told (the memory answers), not what to do.
  ['what do i do on weekends again', false],
  ['where do i go to school', false],
  ['what do i do for a living lol', false],
])('"%s" asks for advice: %s', (message, asks) => {
  expect(asksForAdvice(readMessage(message))).toBe(asks);
});

const troubleOf = (message: string) => troubleToldIn(readMessage(message));

test.each([
  ['my roomie keeps blasting music at 2am', 'roommate'],
  ['my mom keeps comparing me to my older cousin', 'family'],
  ['my grandpa passed away on sunday', 'grief'],
  ['we had to put our cat down this morning', 'grief'],
  ['rolled my ankle at soccer and now its all swollen', 'health'],
  ['been sick with the flu since tuesday', 'health'],
  ['my manager gave my shifts to someone else', 'work'],
  ['they laid me off from the dining hall', 'work'],
  ['didnt get the research position i applied for', 'rejection'],
  ['got rejected from every summer program', 'rejection'],
  ['my prof called me out in front of the whole lecture', 'professor'],
  ['bombed my stats quiz today', 'exams'],
  ['he broke up with me over text', 'breakup'],
  ['my lab partner never shows up', 'groupProject'],
  ['my friend group has been leaving me out of plans', 'friendConflict'],
  ['honestly i think i picked the wrong major', 'major'],
  ['got a 43 on the chem midterm', 'exams'],
  ['im overcommitted, work and classes and club and i never have time to sleep', 'balance'],
  // Good news, or plain talk.
  ['my roommate is honestly the best', undefined],
  ['my mom is visiting this weekend, so excited', undefined],
  ['aced my chem exam!!', undefined],
  ['finally feeling better after the flu', undefined],
  ['i got the internship!!!', undefined],
  ['got a 97 on my final lets gooo', undefined],
  ['my phone died lol', undefined],
  ['going to work now', undefined],
])('"%s" tells a trouble: %s', (message, topic) => {
  expect(troubleOf(message)).toBe(topic);
});

test.each([
  ['should i switch my major to psych', 'major'],
  ['should i go out tonight or study for my quiz', 'balance'],
  ['i have 2 exams friday and idk where to start', 'exams'],
])('"%s" asks advice about %s', (message, topic) => {
  expect(asksForAdvice(readMessage(message))).toBe(true);
  expect(topicOf(message)).toBe(topic);
});

test.each([
  ['how do i email my prof for an extension on the lab', 'professor', 'extension'],
  ['would it be weird to ask my chem prof for a rec letter', 'professor', 'recLetter'],
  ['my python code keeps throwing an index error', 'coding', 'error'],
  ['my function runs but gives the wrong output', 'coding', 'logic'],
  ['i wanna get into coding over the summer, where do i start', 'coding', 'learning'],
  ['my resume is literally empty', 'career', 'resume'],
  ['how long should a cover letter be', 'career', 'coverLetter'],
  ['my essay is 400 words over the word limit', 'writing', 'length'],
  ['i have to write my personal statement and i hate it', 'writing', 'statement'],
  ['how do i stop scrolling tiktok when i need to study', 'procrastination', 'phone'],
  ['midterm tomorrow and i know nothing', 'exams', 'lastMinute'],
  ['i always blank on exams even when i studied', 'exams', 'blank'],
  ['my roommate leaves dirty dishes everywhere', 'roommate', 'mess'],
  ['i cant fall asleep before 3am', 'sleep', 'fallAsleep'],
  // A topic with no particular trouble of it.
  ['my prof is kind of scary', 'professor', undefined],
  ['any tips for exams', 'exams', undefined],
])('"%s" is %s, and its particular trouble is %s', (message, topic, named) => {
  expect(topicOf(message)).toBe(topic);
  expect(adviceCaseOf(readMessage(message), topic as never)).toBe(named);
});

test('the particular trouble is kept from the turn that told it', () => {
  expect(adviceCaseInTalk(['my code keeps crashing', 'ugh what do i do'], 'coding')).toBe('error');
});

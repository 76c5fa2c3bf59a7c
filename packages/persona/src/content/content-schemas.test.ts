import fs from 'node:fs';
import type { z } from 'zod';
import { expect, test } from 'vitest';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import { crisisLexiconSchema } from '../crisis/crisis-lexicon.ts';
import { crisisConceptsSchema } from '../crisis/risk-features.ts';
import { crisisModelSchema } from '../crisis/risk-model.ts';
import { aftercareCuesSchema } from '../decide/aftercare.ts';
import { draftsSchema } from '../decide/draft.ts';
import { pepTalksSchema } from '../decide/pep-talk.ts';
import { quizSchema } from '../decide/quiz.ts';
import { chatWordsSchema } from '../read/chat-words.ts';
import { studentFactsSchema } from '../track/student-facts.ts';
import { adviceTopicsSchema } from '../understand/advice-topic.ts';
import { dialogueActsSchema } from '../understand/dialogue-acts.ts';
import { intentCuesSchema } from '../understand/intent-cues.ts';
import { intentExamplesSchema } from '../understand/intent-examples.ts';
import { lifeTopicsSchema } from '../understand/life-topic.ts';
import { roleplayActionsSchema } from '../understand/roleplay-action.ts';
import { roleplayCuesSchema } from '../understand/roleplay-cue.ts';
import { roleplayRolesSchema } from './roleplay-roles.ts';
import { taskHelpSchema } from '../decide/task-help.ts';
import { favouritesSchema } from '../decide/favourite.ts';
import { selfWorthSchema } from '../understand/self-worth.ts';
import { storyWordsSchema } from '../understand/story-words.ts';
import { talkCuesSchema } from '../understand/talk-cues.ts';
import { adviceLinesSchema } from './advice-lines.ts';
import { aftercareLinesSchema } from './aftercare-lines.ts';
import { lifeLinesSchema } from './life-lines.ts';
import { roleplayLinesSchema } from './roleplay-lines.ts';

/** Every content file and the schema that checks it; a file with no schema fails below. */
const SINGLE: Readonly<Record<string, z.ZodType>> = {
  'advice-topics.json': adviceTopicsSchema,
  'aftercare-cues.json': aftercareCuesSchema,
  'chat-words.json': chatWordsSchema,
  'crisis-concepts.json': crisisConceptsSchema,
  'crisis-model.json': crisisModelSchema,
  'crisis.json': crisisLexiconSchema,
  'dialogue-acts.json': dialogueActsSchema,
  'drafts.json': draftsSchema,
  'intent-cues.json': intentCuesSchema,
  'intent-examples.json': intentExamplesSchema,
  'life-topics.json': lifeTopicsSchema,
  'pep-talks.json': pepTalksSchema,
  'quiz.json': quizSchema,
  'roleplay-actions.json': roleplayActionsSchema,
  'roleplay-cues.json': roleplayCuesSchema,
  'roleplay-roles.json': roleplayRolesSchema,
  'task-help.json': taskHelpSchema,
  'favourites.json': favouritesSchema,
  'self-worth.json': selfWorthSchema,
  'story-words.json': storyWordsSchema,
  'talk-cues.json': talkCuesSchema,
  'student-facts.json': studentFactsSchema,
};
/** Folders with one file per character, all five in the same shape. */
const PER_CHARACTER: Readonly<Record<string, z.ZodType>> = {
  advice: adviceLinesSchema,
  aftercare: aftercareLinesSchema,
  life: lifeLinesSchema,
  roleplay: roleplayLinesSchema,
};

const content = new URL('../../content/', import.meta.url);
const read = (file: string): unknown => JSON.parse(fs.readFileSync(new URL(file, content), 'utf8'));

test('every content file has a schema, and every folder one file per character', () => {
  const entries = fs.readdirSync(content, { withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  expect(files.sort()).toEqual(Object.keys(SINGLE).sort());
  expect(folders.sort()).toEqual(Object.keys(PER_CHARACTER).sort());
  for (const folder of folders) {
    expect(fs.readdirSync(new URL(`${folder}/`, content)).sort()).toEqual(
      CHARACTER_IDS.map((id) => `${id}.json`).sort(),
    );
  }
});

test.each(Object.entries(SINGLE))('%s matches its schema', (file, schema) => {
  const result = schema.safeParse(read(file));
  expect(result.error?.issues ?? []).toEqual([]);
});

test.each(
  Object.entries(PER_CHARACTER).flatMap(([folder, schema]) =>
    CHARACTER_IDS.map((id) => [`${folder}/${id}.json`, schema] as const),
  ),
)('%s matches its schema', (file, schema) => {
  const result = schema.safeParse(read(file));
  expect(result.error?.issues ?? []).toEqual([]);
});

import {
  CHARACTERS,
  isCharacterId,
  type Character,
  type CharacterId,
} from '@tuning/shared/saga/characters';
import { STORY, STORY_SETTING, STORY_TITLE, type SagaPage } from '@tuning/shared/saga/story';
import { CHARACTER_INTROS } from '@tuning/shared/characters/intro';

/** One piece of lore, pulled into the prompt when one of its keywords comes up. */
export interface LoreEntry {
  id: string;
  keys: readonly string[];
  content: string;
  /** Always in the prompt, whatever the conversation is about. */
  constant?: boolean;
  /** The comic page (1–11, as the reader counts them) this entry retells. */
  page?: number;
  /** The character this entry is about. */
  about?: CharacterId;
}

/**
 * A character card, modelled on the Character Card V2 fields (description, personality, scenario,
 * first_mes, mes_example, a lore book), derived from the saga roster and story so the comic and
 * the AI tell the same story.
 */
export interface CharacterCard {
  id: CharacterId;
  name: string;
  displayName: string;
  description: string;
  personality: string;
  scenario: string;
  first_mes: string;
  mes_example: string;
  lore: readonly LoreEntry[];
}

const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** Words a reader uses for a page beyond its label and title. */
const PAGE_TOPICS: readonly (readonly string[])[] = [
  ['introduction', 'intro', 'beginning', 'prologue'],
  ['closure', 'morning show', 'station closing'],
  ['decree', 'council meeting', 'Quiet Campus', 'wager'],
  ['ghost', 'sabotage', 'sabotaged', 'rooftops', 'chase', 'You owe me a name'],
  ['robotics', 'robotics fair', 'trophy', 'plaque', 'flashback', 'forgot'],
  ['Static', 'blackout', 'lowest point'],
  ['archive', 'physics lab', 'pirate transmitter', 'transmitter'],
  ['bell tower', 'festival night', 'apology'],
  ['pulled the plug', 'used twice'],
  ['on air', 'Tuning Fork', 'broadcast', 'station saved', 'whole campus answers'],
  ['epilogue', 'ending', 'new plaque', 'open campus chat', 'next semester'],
];

function pageKeys(page: SagaPage, index: number): string[] {
  const keys = [page.label, page.title, ...(PAGE_TOPICS[index] ?? [])];
  const chapter = /^Chapter (\d+)$/.exec(page.label);
  if (chapter) {
    const n = Number(chapter[1]);
    keys.push(`chapter ${NUMBER_WORDS[n - 1]}`, `ch ${n}`, `ch. ${n}`, `part ${n}`);
  }
  return keys;
}

/** The story pages as lore: the same summaries the comic reader shows. */
export const STORY_LORE: readonly LoreEntry[] = STORY.map((page, index) => ({
  id: `page-${index + 1}`,
  keys: pageKeys(page, index),
  content: `${page.label}, "${page.title}": ${page.summary}`,
  page: index + 1,
}));

function characterLore(self: Character): LoreEntry[] {
  return CHARACTERS.filter((other) => other.id !== self.id).map((other) => ({
    id: `character-${other.id}`,
    keys: [other.name, other.displayName, other.routeName, ...other.routeAliases],
    content:
      `${other.name} (shown as ${other.displayName}; ${other.persona}): ${other.role}. ` +
      `${other.allegiance} ${self.displayName}'s view: ${self.relationships[other.id]}`,
    about: other.id,
  }));
}

/** The character's own speech bubbles, in comic order: example dialogue in their real voice. */
export function comicLines(id: CharacterId): Array<{ page: number; text: string }> {
  return STORY.flatMap((page, index) =>
    page.panels.flatMap((panel) =>
      panel.bubbles
        .filter((bubble) => bubble.speaker === id)
        .map((bubble) => ({ page: index + 1, text: bubble.text })),
    ),
  );
}

function buildCard(character: Character): CharacterCard {
  const name = character.displayName;
  return {
    id: character.id,
    name: character.name,
    displayName: name,
    description: `${character.description} Role: ${character.role}.`,
    personality:
      `${character.persona}. Voice: ${character.voice} ` +
      `Catchphrase: "${character.catchphrase}"`,
    scenario:
      `${STORY_SETTING} The Founders' Festival is over (see the Epilogue). ${character.allegiance} ` +
      `The user is a Meridian College student chatting one-to-one with ${name} on the Tuning app.`,
    first_mes: CHARACTER_INTROS[character.id].greeting,
    mes_example: [
      '<START>',
      ...comicLines(character.id).map((line) => `${name}: ${line.text}`),
    ].join('\n'),
    lore: [
      {
        id: 'setting',
        keys: ['Meridian', 'college', 'campus'],
        content: `${STORY_TITLE}. ${STORY_SETTING}`,
        constant: true,
      },
      {
        id: 'self',
        keys: [character.name, character.displayName],
        content: `${character.name}: ${character.role}. ${character.allegiance} ${character.relationships[character.id]}`,
        constant: true,
        about: character.id,
      },
      ...STORY_LORE,
      ...characterLore(character),
    ],
  };
}

export const characterCards: Readonly<Record<CharacterId, CharacterCard>> = Object.fromEntries(
  CHARACTERS.map((character) => [character.id, buildCard(character)]),
) as Record<CharacterId, CharacterCard>;

/** The card behind an endpoint slug (`tyson`, `yurei`, …); undefined for anything else. */
export function findCharacterCard(slug: string): CharacterCard | undefined {
  return isCharacterId(slug) ? characterCards[slug] : undefined;
}

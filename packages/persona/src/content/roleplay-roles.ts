import { z } from 'zod';
import { plainLine } from './plain-line.ts';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import data from '../../content/roleplay-roles.json' with { type: 'json' };

/**
 * The scenes students set most, by the role the character plays in them (ADR 0044): a coach after
 * a lost race, a barista taking an order, a professor asked for an extension. What the role says
 * to each kind of turn: an open question, a yes-or-no question, something told, a request, thanks.
 * The character's own gestures go before the role's line, so the voice stays theirs.
 */

export const ROLE_TURNS = ['open', 'yesNo', 'tells', 'request', 'thanks'] as const;
export type RoleTurn = (typeof ROLE_TURNS)[number];

const line = plainLine(220, 'the role speaks; the gesture comes from the character');
const gesture = z.string().regex(/^\*[^*]+\*$/u, 'one action between asterisks');

const role = z.strictObject({
  /** Words that name the role in a set-up ("ur my coach", "a barista"), lower case. */
  words: z.array(z.string().regex(/^[a-z ]+$/u)).min(1),
  open: z.array(line).min(3),
  yesNo: z.array(line).min(3),
  tells: z.array(line).min(3),
  request: z.array(line).min(2),
  thanks: z.array(line).min(2),
  /** Asked about something the role knows ("how much is that" of a barista): its own answer. */
  answers: z
    .array(z.strictObject({ cue: z.string().min(1), lines: z.array(line).min(1) }))
    .optional(),
});

export const roleplayRolesSchema = z.strictObject({
  about: z.string(),
  gestures: z.strictObject(
    Object.fromEntries(CHARACTER_IDS.map((id) => [id, z.array(gesture).min(3)])) as Record<
      (typeof CHARACTER_IDS)[number],
      z.ZodArray<typeof gesture>
    >,
  ),
  roles: z.record(z.string().regex(/^[a-z]+$/u), role),
});
export type RoleplayRoles = z.infer<typeof roleplayRolesSchema>;
export type SceneRole = RoleplayRoles['roles'][string];

let loaded: RoleplayRoles | undefined;

/** `content/roleplay-roles.json`, validated on first use. */
export function roleplayRoles(): RoleplayRoles {
  loaded ??= roleplayRolesSchema.parse(data);
  return loaded;
}

/**
 * The role a set-up names ("your coach", "a radio dj", "the barista"): the one whose longest
 * word stands in it as whole words, or undefined for a role no script is written for.
 */
export function sceneRoleOf(named: string): SceneRole | undefined {
  const text = ` ${named.toLowerCase().replace(/[^a-z ]+/gu, ' ')} `;
  let best: { role: SceneRole; length: number } | undefined;
  for (const role of Object.values(roleplayRoles().roles)) {
    for (const word of role.words) {
      if (text.includes(` ${word} `) && word.length > (best?.length ?? 0)) {
        best = { role, length: word.length };
      }
    }
  }
  return best?.role;
}

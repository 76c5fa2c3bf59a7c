import { detectCrisis } from '@tuning/persona/crisis/detect-crisis';
import { careLately, followsCare } from '@tuning/persona/decide/aftercare';
import {
  CRISIS_RESOURCES,
  CRISIS_RESOURCES_AGAIN,
  givesCrisisCare,
} from '@tuning/shared/characters/intro';
import { isCharacterId } from '@tuning/shared/saga/characters';
import type { LlmContext, LlmProvider } from '../../llm/llm-provider.ts';
import { CHARACTER_LINES, lineText } from '../../llm/offline/lines/index.ts';

/**
 * Crisis care that no provider can leave out (product.md §9): every student message is read by the
 * crisis check of `@tuning/persona` here, on the server, whatever answers it. On a risk message
 * the reply ends with the crisis resources whatever the model said; when the model fails or says
 * nothing, the character's own crisis lead-in and the resources are the reply. The offline engine
 * gives the same care itself, so its replies pass unchanged.
 */
export function withCrisisCare(llm: LlmProvider): LlmProvider {
  const atRisk = (context: LlmContext) => {
    const message = context.conversation.findLast((turn) => turn.role === 'user')?.content ?? '';
    // Right after care, "no" to "are you safe?" or a means named is a risk too.
    return detectCrisis(message, { afterCare: followsCare(context.conversation) }).risk;
  };
  // Care given a few replies ago: the numbers once more, not the whole paragraph again.
  const resources = (context: LlmContext) =>
    careLately(context.conversation) ? CRISIS_RESOURCES_AGAIN : CRISIS_RESOURCES;
  const withResources = (text: string, context: LlmContext) =>
    givesCrisisCare(text) ? text : `${text.trim()} ${resources(context)}`.trim();

  return {
    name: llm.name,
    ...(llm.mood ? { mood: llm.mood.bind(llm) } : {}),
    async reply(context) {
      if (!atRisk(context)) return llm.reply(context);
      const text = await llm.reply(context).catch(() => '');
      return withResources(text.trim() ? text : crisisLead(context.characterId), context);
    },
    async *stream(context, signal) {
      if (!atRisk(context)) {
        yield* llm.stream(context, signal);
        return;
      }
      let said = '';
      try {
        for await (const piece of llm.stream(context, signal)) {
          said += piece;
          yield piece;
        }
      } catch (error) {
        // A reader who left needs nothing more; anyone else still gets the care, cut reply or not.
        if (signal.aborted) throw error;
      }
      if (signal.aborted || givesCrisisCare(said)) return;
      yield said.trim()
        ? ` ${resources(context)}`
        : `${crisisLead(context.characterId)} ${resources(context)}`.trim();
    },
  };
}

/** The character's first crisis lead-in: what they say when the model could not. */
function crisisLead(characterId: string): string {
  if (!isCharacterId(characterId)) return '';
  const first = CHARACTER_LINES[characterId].crisisLead[0];
  return first ? lineText(first) : '';
}

import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { EXPRESSIONS, POSES } from '@tuning/shared/saga/acting';
import { CHARACTERS } from '@tuning/shared/saga/characters';
import { CharacterFigure } from './character-figure.tsx';
import { CHARACTER_FACES } from './face.tsx';
import { CharacterPortrait } from './portraits.tsx';

/** The markup of what the face draws: its features and the marks over the hair. */
function faceMarkup(container: HTMLElement): string {
  const figure = container.querySelector('[data-character]')!;
  const features = figure.querySelector('[data-face]')!.outerHTML;
  // Brows and comic marks come after the hair; the arms come last.
  const marks = figure.querySelector('[data-face]')!.parentElement!.children;
  const afterHair = [...marks].slice(-2, -1).map((node) => node.outerHTML);
  return [features, ...afterHair].join('');
}

test('every character has the six basic expressions (and two more), each drawn differently', () => {
  for (const basic of ['neutral', 'happy', 'angry', 'sad', 'surprised', 'determined'] as const) {
    expect(EXPRESSIONS).toContain(basic);
  }
  for (const character of CHARACTERS) {
    const faces = new Map<string, string>();
    for (const expression of EXPRESSIONS) {
      expect(CHARACTER_FACES[character.id][expression]).toBeDefined();
      const { container, unmount } = render(
        <svg>
          <CharacterFigure characterId={character.id} expression={expression} />
        </svg>,
      );
      const figure = container.querySelector('[data-character]')!;
      expect(figure.getAttribute('data-expression')).toBe(expression);
      faces.set(expression, faceMarkup(container));
      unmount();
    }
    expect(new Set(faces.values()).size, character.id).toBe(EXPRESSIONS.length);
  }
});

test('the face spec of each expression differs in what a reader sees: brows, eyes, mouth or marks', () => {
  for (const character of CHARACTERS) {
    const specs = EXPRESSIONS.map((expression) =>
      JSON.stringify(CHARACTER_FACES[character.id][expression]),
    );
    expect(new Set(specs).size, character.id).toBe(EXPRESSIONS.length);
  }
});

test('every pose draws its own arms, and a held prop sits in the hands', () => {
  const arms = new Set<string>();
  for (const pose of POSES) {
    const { container, unmount } = render(
      <svg>
        <CharacterFigure
          characterId="tyson"
          pose={pose}
          held={<rect data-testid="held" width="10" height="10" />}
        />
      </svg>,
    );
    const drawnPose = container.querySelector('[data-pose]')!;
    expect(drawnPose.getAttribute('data-pose')).toBe(pose);
    arms.add(drawnPose.outerHTML.replace(/<rect data-testid="held"[^>]*><\/rect>/, ''));
    const held = container.querySelector('[data-testid="held"]');
    if (pose === 'holding' || pose === 'showing') expect(held).not.toBeNull();
    else expect(held).toBeNull();
    unmount();
  }
  expect(arms.size).toBe(POSES.length);
});

test('legs are drawn only when asked for: standing or running', () => {
  for (const legs of [undefined, 'stand', 'run'] as const) {
    const { container, unmount } = render(
      <svg>
        <CharacterFigure characterId="kazeo" pose="running" legs={legs} />
      </svg>,
    );
    expect(container.querySelector('[data-legs]')?.getAttribute('data-legs')).toBe(legs);
    unmount();
  }
});

test('a portrait shows the face it is given, or the character’s own resting face', () => {
  const { container, rerender } = render(<CharacterPortrait characterId="kaizetsu" />);
  expect(container.querySelector('svg')!.getAttribute('data-expression')).toBe('smug');
  expect(container.querySelector('[data-face="smug"]')).not.toBeNull();
  rerender(<CharacterPortrait characterId="kaizetsu" expression="angry" />);
  expect(container.querySelector('svg')!.getAttribute('data-expression')).toBe('angry');
  expect(container.querySelector('[data-face="angry"]')).not.toBeNull();
});

import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CHARACTERS } from '@tuning/shared/saga/characters';
import { CharacterBackground } from './backgrounds.tsx';

test('each character has a decorative chat background in their own colours', () => {
  for (const character of CHARACTERS) {
    const { container, unmount } = render(<CharacterBackground characterId={character.id} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('rect')?.getAttribute('fill')).toBe(character.colours.tint);
    unmount();
  }
});

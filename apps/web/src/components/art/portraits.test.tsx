import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CHARACTERS } from '@tuning/shared/saga/characters';
import { CharacterPortrait } from './portraits.tsx';

test('each character has a labelled portrait at any size, and a decorative one', () => {
  for (const character of CHARACTERS) {
    const { unmount } = render(<CharacterPortrait characterId={character.id} size={40} />);
    const portrait = screen.getByRole('img', { name: `Portrait of ${character.displayName}` });
    expect(portrait.getAttribute('width')).toBe('40');
    unmount();
  }
  const { container } = render(<CharacterPortrait characterId="kaizetsu" decorative />);
  expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  expect(screen.queryByRole('img')).toBeNull();
});

test('two portraits on one page do not share pattern ids', () => {
  const { container } = render(
    <>
      <CharacterPortrait characterId="tyson" />
      <CharacterPortrait characterId="tyson" />
    </>,
  );
  const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
  expect(new Set(ids).size).toBe(ids.length);
});

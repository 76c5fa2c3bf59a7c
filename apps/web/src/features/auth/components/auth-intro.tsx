import { memo } from 'react';
import { CHARACTERS } from '@tuning/shared/saga/characters';
import { CharacterPortrait } from '../../../components/art/portraits.tsx';

/**
 * What Tuning is, for someone who has never seen it: the logo, one line, and the five faces of the
 * saga they will be able to chat with. Shown beside the login and signup forms. Memoised: it
 * never changes, and the form it sits beside re-renders on every keystroke.
 */
export const AuthIntro = memo(function AuthIntro() {
  return (
    <section className="auth-intro" aria-label="About Tuning">
      <p className="sticker auth-intro__logo">Tuning</p>
      <p className="auth-intro__pitch">The comic-book social app for college students.</p>
      <ul className="auth-intro__cast" aria-label="The cast you can chat with">
        {CHARACTERS.map((character) => (
          <li key={character.id} className="auth-intro__member">
            <CharacterPortrait
              characterId={character.id}
              size={64}
              decorative
              className="auth-intro__portrait"
            />
            <span className="auth-intro__name">{character.displayName}</span>
          </li>
        ))}
      </ul>
    </section>
  );
});

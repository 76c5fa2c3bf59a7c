import { Link } from 'react-router';
import { CHARACTERS, characterPath } from '@tuning/shared/saga/characters';
import { CharacterPortrait } from '../../../components/art/portraits.tsx';
import './character-gallery.css';

/** product.md §2 /home: five character cards, each leading to that character's chat. */
export function CharacterGallery() {
  return (
    <ul className="character-gallery" aria-label="Characters">
      {CHARACTERS.map((character) => (
        <li
          key={character.id}
          className={`panel character-card character-card--${character.side}`}
          style={{ ['--card-tint' as string]: character.colours.tint }}
        >
          <div className="character-card__portrait">
            <CharacterPortrait characterId={character.id} size={128} decorative />
          </div>
          <h2 className="character-card__name display">
            <Link className="character-card__link" to={characterPath(character)}>
              {character.displayName}
            </Link>
          </h2>
          {character.displayName !== character.name && (
            <p className="character-card__fullname">{character.name}</p>
          )}
          <p className="character-card__persona">{character.persona}</p>
          <p className="character-card__description">{character.description}</p>
          <p className="character-card__side" aria-hidden="true">
            {character.side === 'tuners' ? 'Tuners' : 'The Static'}
          </p>
          <span className="character-card__cta button button--small" aria-hidden="true">
            Chat
          </span>
        </li>
      ))}
    </ul>
  );
}

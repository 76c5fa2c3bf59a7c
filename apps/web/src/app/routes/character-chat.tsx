import { useParams } from 'react-router';
import { findCharacterByRouteName } from '@tuning/shared/saga/characters';
import { CharacterChatScreen } from '../../features/characters/components/character-chat-screen.tsx';
import { Component as NotFound } from './not-found.tsx';

/** /saga/{Tyson|Asahi|Kaizetsu|Kazeo|Yūrei} (and /saga/Yurei); any other name is the 404 page. */
export function Component() {
  const { characterName = '' } = useParams();
  const character = findCharacterByRouteName(characterName);
  if (!character) return <NotFound />;
  return <CharacterChatScreen key={character.id} character={character} />;
}

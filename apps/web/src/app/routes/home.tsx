import { FollowSuggestions } from '../../features/follows/components/follow-suggestions.tsx';
import { ProfilePrompts } from '../../features/profile/components/profile-prompts.tsx';
import { CharacterGallery } from '../../features/saga/components/character-gallery.tsx';
import './home.css';

export function Component() {
  return (
    <div className="home">
      <header className="home__header">
        <h1 className="display display--outlined">Meet the cast</h1>
        <p className="home__intro">
          Five students, two sides, one bell tower. Pick a character and start a conversation, or
          read their story in the ComicBook.
        </p>
      </header>
      {/* What a student does next (a new one especially), before the cast. */}
      <div className="home__next">
        <ProfilePrompts linkToProfile />
        <FollowSuggestions limit={3} />
      </div>
      <CharacterGallery />
    </div>
  );
}

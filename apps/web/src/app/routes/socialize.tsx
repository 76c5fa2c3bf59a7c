import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FollowButton } from '../../features/follows/components/follow-button.tsx';
import { MessageButton } from '../../features/messages/components/message-button.tsx';
import { SocializePage } from '../../features/socialize/components/socialize-page.tsx';

export function Component() {
  const navigate = useNavigate();
  // product.md §2: the page replaces its history entry with /socialize.
  useEffect(() => {
    void navigate('/socialize', { replace: true });
  }, [navigate]);
  return (
    <SocializePage
      followButton={(card) => (
        <>
          <FollowButton
            userName={card.userName}
            source="profile"
            small
            initial={{ isFollowing: card.isFollowing, followers: card.followers }}
          />
          <MessageButton userName={card.userName} small />
        </>
      )}
    />
  );
}

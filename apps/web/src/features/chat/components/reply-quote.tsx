import type { ReplyPreview } from '@tuning/shared/chat-extras';
import { safetyTexts } from '@tuning/shared/safety';
import { chatTexts } from '../lib/chat-texts.ts';

/** What a reply's quote says of the original: its text, or that it is an image or deleted. */
export function quoteText(preview: ReplyPreview): string {
  if (preview.deleted) return safetyTexts.messageDeleted;
  if (preview.snippet) return preview.snippet;
  return preview.hasImage ? chatTexts.image : '';
}

/**
 * The message a reply answers, above the reply's text: its author and the start of its text. A
 * click goes to the original (older history loads until it is there).
 */
export function ReplyQuote({
  preview,
  tabbable,
  onJump,
}: {
  preview: ReplyPreview;
  tabbable: boolean;
  onJump: (preview: ReplyPreview) => void;
}) {
  const author = preview.fullName || preview.username || 'Unknown';
  const text = quoteText(preview);
  return (
    <button
      type="button"
      className={preview.deleted ? 'reply-quote reply-quote--deleted' : 'reply-quote'}
      title="Go to the original message"
      tabIndex={tabbable ? undefined : -1}
      onClick={() => onJump(preview)}
    >
      {/* Spaces between the parts name it "In reply to Ann Lee: …" (a flex box shows none). */}
      <span className="sr-only">In reply to</span>{' '}
      <span className="reply-quote__author">{author}</span>
      <span className="sr-only">:</span>{' '}
      <span className="reply-quote__text">
        {preview.hasImage && !preview.deleted && preview.snippet && (
          <span className="reply-quote__image">{chatTexts.image} · </span>
        )}
        {text}
      </span>
    </button>
  );
}

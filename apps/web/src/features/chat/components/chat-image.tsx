/**
 * A message's image: its thumbnail in a box sized from the image's width and height before it
 * loads (nothing in the list moves when it arrives), loaded only when scrolled near; a click, Enter
 * or Space opens the full-size viewer, whose code loads then.
 *
 * Props:
 * - `image`: the message's ChatImage (`url`, `thumbUrl`, `width`, `height`).
 * - `authorName`: the sender's name, for the alternative text "Image from {name}".
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ChatImage } from '@tuning/shared/chat-extras';
import { photoSrc } from '../../../components/user-avatar.tsx';
import { imageAlt } from '../lib/chat-texts.ts';
import '../../../components/spinner.css';
import './chat-image.css';

const ImageViewer = lazy(() =>
  import('./image-viewer.tsx').then((module) => ({ default: module.ImageViewer })),
);

export interface ChatImageThumbnailProps {
  image: ChatImage;
  authorName: string;
}

/** The largest box a thumbnail takes in a message, in CSS pixels (smaller on a narrow bubble). */
export const THUMBNAIL_BOX = 280;
/** Its shortest side: a panorama stays a strip that can be tapped, cropped to fit. */
const THUMBNAIL_MIN_SIDE = 48;

/** The thumbnail's box for an image of this size: as large as fits THUMBNAIL_BOX, never enlarged. */
export function thumbnailBox(size: { width: number; height: number }): {
  width: number;
  height: number;
} {
  const width = Math.max(1, size.width);
  const height = Math.max(1, size.height);
  const scale = Math.min(1, THUMBNAIL_BOX / width, THUMBNAIL_BOX / height);
  const side = (value: number) =>
    Math.min(THUMBNAIL_BOX, Math.max(THUMBNAIL_MIN_SIDE, Math.round(value * scale)));
  return { width: side(width), height: side(height) };
}

export function ChatImageThumbnail({ image, authorName }: ChatImageThumbnailProps) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const box = thumbnailBox(image);
  const alt = imageAlt(authorName);
  const style = { width: box.width, aspectRatio: `${box.width} / ${box.height}` };

  // Back on the thumbnail once the viewer has gone: also where a browser that does not focus a
  // clicked button (Safari) would otherwise leave focus on the page.
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [open]);

  if (failed) {
    return (
      <span className="chat-image chat-image--missing" style={style}>
        Image unavailable
      </span>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className="chat-image"
        style={style}
        aria-haspopup="dialog"
        title="Open full size"
        onClick={() => setOpen(true)}
      >
        <img
          className="chat-image__img"
          src={photoSrc(image.thumbUrl)}
          alt={alt}
          width={box.width}
          height={box.height}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      </button>
      {open && (
        <Suspense
          fallback={
            <span
              className="spinner spinner--small chat-image__opening"
              role="status"
              aria-label="Opening image"
            />
          }
        >
          <ImageViewer
            image={image}
            authorName={authorName}
            onClose={() => {
              refocus.current = true;
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

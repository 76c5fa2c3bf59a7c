/**
 * A message's image on the whole screen, in a modal <dialog> (ModalDialog: Escape or Close closes
 * it, and focus goes back to the thumbnail). Pinch or the zoom buttons zoom in (to 4×), a drag moves
 * a zoomed image, a double tap goes between fit and 2×, and at fit a swipe down closes it. Loaded
 * on demand by chat-image.tsx with React.lazy, so the chat's first paint does not carry it.
 *
 * Props:
 * - `image`: the message's ChatImage.
 * - `authorName`: the sender's name, for the title and the alternative text.
 * - `onClose()`: the viewer should go away.
 */
import type { ChatImage } from '@tuning/shared/chat-extras';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { photoSrc } from '../../../components/user-avatar.tsx';
import { MAX_SCALE, useZoomGestures } from '../hooks/use-zoom-gestures.ts';
import { imageAlt } from '../lib/chat-texts.ts';

export interface ImageViewerProps {
  image: ChatImage;
  authorName: string;
  onClose: () => void;
}

export function ImageViewer({ image, authorName, onClose }: ImageViewerProps) {
  const alt = imageAlt(authorName);
  const width = Math.max(1, image.width);
  const height = Math.max(1, image.height);
  const src = photoSrc(image.url);
  const { view, drag, zoomTo, handlers } = useZoomGestures(onClose);
  return (
    <ModalDialog title={alt} onClose={onClose} className="modal--viewer">
      <div className="image-viewer__bar">
        <button
          type="button"
          className="button button--small"
          onClick={() => zoomTo(view.scale / 1.5)}
          disabled={view.scale <= 1}
        >
          Zoom out
        </button>
        <button
          type="button"
          className="button button--small"
          onClick={() => zoomTo(view.scale * 1.5)}
          disabled={view.scale >= MAX_SCALE}
        >
          Zoom in
        </button>
        <a className="button button--small" href={src} target="_blank" rel="noopener noreferrer">
          Open original
        </a>
        <button type="button" className="button button--small button--primary" onClick={onClose}>
          Close
        </button>
      </div>
      <div
        className="image-viewer"
        data-testid="image-viewer-stage"
        data-scale={view.scale.toFixed(2)}
        {...handlers}
      >
        <img
          className="image-viewer__img"
          src={src}
          alt={alt}
          width={width}
          height={height}
          draggable={false}
          style={{
            // As large as the screen allows, never larger than the image, never out of shape.
            width: `min(100%, ${width}px, calc((100dvh - 5rem) * ${width / height}))`,
            aspectRatio: `${width} / ${height}`,
            // The thumbnail, already loaded, stands in until the full image arrives.
            backgroundImage: `url("${photoSrc(image.thumbUrl)}")`,
            transform: `translate(${view.x}px, ${view.y + drag}px) scale(${view.scale})`,
            opacity: drag > 0 ? Math.max(0.4, 1 - drag / 400) : undefined,
          }}
        />
      </div>
    </ModalDialog>
  );
}

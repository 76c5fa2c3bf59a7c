/**
 * A message's image at full size, in a modal <dialog> (ModalDialog: Escape, the Close button or a
 * click on the backdrop closes it, and focus goes back to the thumbnail). Loaded on demand by
 * chat-image.tsx with React.lazy, so the chat's first paint does not carry it.
 *
 * Props:
 * - `image`: the message's ChatImage.
 * - `authorName`: the sender's name, for the title and the alternative text.
 * - `onClose()`: the viewer should go away.
 */
import type { ChatImage } from '@tuning/shared/chat-extras';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { photoSrc } from '../../../components/user-avatar.tsx';
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
  return (
    <ModalDialog title={alt} onClose={onClose}>
      <div className="image-viewer">
        <img
          className="image-viewer__img"
          src={src}
          alt={alt}
          width={width}
          height={height}
          style={{
            // As large as the window allows, never larger than the image, never out of shape.
            width: `min(100%, ${width}px, calc((100dvh - 13rem) * ${width / height}))`,
            aspectRatio: `${width} / ${height}`,
            // The thumbnail, already loaded, stands in until the full image arrives.
            backgroundImage: `url("${photoSrc(image.thumbUrl)}")`,
          }}
        />
      </div>
      <div className="modal-actions">
        <a className="button" href={src} target="_blank" rel="noopener noreferrer">
          Open original
        </a>
        <button type="button" className="button button--primary" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}

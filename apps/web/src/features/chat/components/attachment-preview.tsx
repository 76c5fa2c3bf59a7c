/**
 * The image waiting above the composer: a small preview, the file's name, "Uploading image…"
 * while it uploads, the reason when it cannot be sent (with Retry when trying again may work),
 * and a button that removes it. Renders nothing while no image is attached.
 *
 * Props:
 * - `attachment`: what `useImageAttachment()` returns (only the fields named below are read).
 */
import type { ImageAttachment } from '../hooks/use-image-attachment.ts';
import '../../../components/spinner.css';
import './chat-image.css';

export interface AttachmentPreviewProps {
  attachment: Pick<
    ImageAttachment,
    'status' | 'file' | 'previewUrl' | 'error' | 'canRetry' | 'retry' | 'clear'
  >;
}

const STATUS_TEXT = {
  idle: '',
  uploading: 'Uploading image…',
  ready: 'Image ready to send',
  error: '',
} as const;

export function AttachmentPreview({ attachment }: AttachmentPreviewProps) {
  const { status, file, previewUrl, error, canRetry } = attachment;
  if (status === 'idle' || !file) return null;
  return (
    <div className={`chat-attachment chat-attachment--${status}`}>
      <div className="chat-attachment__frame">
        {previewUrl ? (
          <img
            className="chat-attachment__image"
            src={previewUrl}
            alt={`Image to send: ${file.name}`}
          />
        ) : (
          <span className="chat-attachment__none" aria-hidden="true">
            ?
          </span>
        )}
        {status === 'uploading' && (
          <span className="spinner spinner--small chat-attachment__spinner" aria-hidden="true" />
        )}
      </div>
      <div className="chat-attachment__body">
        <span className="chat-attachment__name">{file.name}</span>
        <span className="chat-attachment__status" role="status">
          {STATUS_TEXT[status]}
        </span>
        {status === 'error' && error && (
          <span className="chat-attachment__error" role="alert">
            {error}
          </span>
        )}
      </div>
      <div className="chat-attachment__actions">
        {status === 'error' && canRetry && (
          <button type="button" className="button button--small" onClick={attachment.retry}>
            Retry
          </button>
        )}
        <button
          type="button"
          className="button button--ghost chat-attachment__remove"
          aria-label={`Remove image ${file.name}`}
          title="Remove image"
          onClick={attachment.clear}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}

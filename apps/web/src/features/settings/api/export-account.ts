import { API_ORIGIN, ApiError } from '../../../lib/api-client.ts';

const FALLBACK_NAME = 'tuning-data.json';

/** The file name the server gives the attachment, else a plain one. */
export function attachmentName(disposition: string | null): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  const name = match?.[1] ? decodeURIComponent(match[1]).replace(/[\\/]/g, '_') : '';
  return name || FALLBACK_NAME;
}

/**
 * `GET /api/account/export`: everything stored about the user, as a JSON file the browser saves.
 * Read through fetch (not a link) so a refusal shows as a message instead of a page of JSON.
 */
export async function downloadAccountExport(): Promise<string> {
  const response = await fetch(`${API_ORIGIN}/api/account/export`, { credentials: 'include' });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as ApiError['body'];
    throw new ApiError(response.status, body);
  }
  const blob = await response.blob();
  const name = attachmentName(response.headers.get('content-disposition'));
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return name;
}

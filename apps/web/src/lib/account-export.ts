import type { LoginBody } from '@tuning/shared/auth';
import { API_ORIGIN, ApiError } from './api-client.ts';

const FALLBACK_NAME = 'tuning-data.json';

/** What the download buttons say when the request never got an answer. */
export const EXPORT_FAILED = 'The download did not start. Try again in a moment.';

/** The file name the server gives the attachment, else a plain one. */
export function attachmentName(disposition: string | null): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  const name = match?.[1] ? decodeURIComponent(match[1]).replace(/[\\/]/g, '_') : '';
  return name || FALLBACK_NAME;
}

/**
 * Everything stored about the user, as a JSON file the browser saves: `GET /api/account/export`
 * with the session, or `POST /api/account/export` with the address and password for a student who
 * cannot sign in (a suspended one, product.md §12). Read through fetch (not a link) so a refusal
 * shows as a message instead of a page of JSON. Resolves with the file's name.
 */
export async function downloadAccountExport(
  credentials?: Pick<LoginBody, 'phoneOrEmail' | 'password'>,
): Promise<string> {
  const url = `${API_ORIGIN}/api/account/export`;
  const response = await (credentials
    ? fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      })
    : fetch(url, { credentials: 'include' }));
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as ApiError['body'];
    throw new ApiError(response.status, body);
  }
  const blob = await response.blob();
  const name = attachmentName(response.headers.get('content-disposition'));
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = name;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
  return name;
}

import type { MessageResponse } from '@tuning/shared/auth';
import type { DeleteAccountBody } from '@tuning/shared/safety';
import { api } from '../../../lib/api-client.ts';

/** `DELETE /api/account`: the current password confirms it; the session ends with it. */
export function deleteAccount(body: DeleteAccountBody): Promise<MessageResponse> {
  return api<MessageResponse>('account', { method: 'DELETE', body });
}

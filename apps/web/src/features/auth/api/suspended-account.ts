import type { LoginBody, MessageResponse } from '@tuning/shared/auth';
import { api } from '../../../lib/api-client.ts';

/** The address and password a suspended student signs the two calls below with. */
export type AccountCredentials = Pick<LoginBody, 'phoneOrEmail' | 'password'>;

/**
 * `POST /api/account/delete`: deleting an account that cannot sign in (a suspended one), with its
 * address and password instead of a session; a wrong pair is login's 401 (product.md §12).
 */
export function deleteAccountWithPassword(body: AccountCredentials): Promise<MessageResponse> {
  return api<MessageResponse>('account/delete', { body });
}

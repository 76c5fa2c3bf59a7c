import { isModerator } from '@tuning/shared/safety';
import { Spinner } from '../../components/spinner.tsx';
import { AdminPage } from '../../features/admin/components/admin-page.tsx';
import { useAccount } from '../../lib/account.ts';
import { Component as NotFound } from './not-found.tsx';

/**
 * /admin: moderators and admins only. Anyone else, signed out included, gets the 404 page, so the
 * page does not even tell them it exists; the server refuses every /api/admin call all the same.
 */
export function Component() {
  const account = useAccount();
  if (account.isPending) return <Spinner label="Loading" />;
  if (!account.isSuccess || !isModerator(account.data.role)) return <NotFound />;
  return <AdminPage role={account.data.role} />;
}

import { Navigate, useSearchParams } from 'react-router';
import { UserDetailsForm } from '../../features/auth/components/user-details-form.tsx';

/** product.md §2: without a userId the second signup step goes to /error (the 404 page). */
export function Component() {
  const [params] = useSearchParams();
  const userId = params.get('userId');
  if (!userId) return <Navigate to="/error" replace />;
  return <UserDetailsForm userId={userId} />;
}

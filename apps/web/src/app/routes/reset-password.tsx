import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';

export function Component() {
  const [params] = useSearchParams();
  return <ResetPasswordForm token={params.get('token') ?? ''} />;
}

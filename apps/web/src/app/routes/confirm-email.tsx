import { useSearchParams } from 'react-router';
import { ConfirmEmailPanel } from '../../features/auth/components/confirm-email-panel.tsx';

export function Component() {
  const [params] = useSearchParams();
  return <ConfirmEmailPanel token={params.get('token') ?? ''} />;
}

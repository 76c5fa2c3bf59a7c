import { SignupForm } from '../../features/auth/components/signup-form.tsx';

export function Component() {
  return <SignupForm />;
}

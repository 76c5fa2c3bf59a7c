import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { fullNameSchema } from '@tuning/shared/auth';
import { userNameSchema } from '@tuning/shared/profile';
import { messages } from '@tuning/shared/messages';
import { isGmail, isValidPassword } from '@tuning/shared/validation';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { IDENTITY_DAYS, saveUserIdentity } from '../../../lib/user-identity.ts';
import { useUserAuth } from '../api/get-user-auth.ts';
import { useSignup } from '../api/signup.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthSubmit } from './auth-submit.tsx';
import { FormMessage } from './form-message.tsx';
import { PasswordField } from './password-field.tsx';

export interface SignupState {
  message: string;
  signupComplete: boolean;
}

interface Values {
  email: string;
  fullName: string;
  userName: string;
  password: string;
}

/** The fields typed as text, in the form's order; the password has its own field. */
const TEXT_FIELDS = [
  { field: 'email', id: 'signup-email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'fullName', id: 'signup-full-name', label: 'Full Name', autoComplete: 'name' },
  {
    field: 'userName',
    id: 'signup-user-name',
    label: 'Username',
    autoComplete: 'username',
    autoCapitalize: 'none',
  },
] as const;

type Problem = { field: keyof Values; message: string };

function validate(values: Values): Problem | undefined {
  if (!isGmail(values.email.trim())) return { field: 'email', message: messages.invalidGmail };
  const fullName = fullNameSchema.safeParse(values.fullName);
  if (!fullName.success) {
    return { field: 'fullName', message: fullName.error.issues[0]?.message ?? '' };
  }
  const userName = userNameSchema.safeParse(values.userName);
  if (!userName.success) {
    return { field: 'userName', message: userName.error.issues[0]?.message ?? '' };
  }
  if (!isValidPassword(values.password)) {
    return { field: 'password', message: messages.signupPassword };
  }
  return undefined;
}

/** product.md §8: the server's message, a generic failure, or the network text. */
function signupError(error: unknown): string {
  if (error instanceof ApiError) {
    return typeof error.body.message === 'string' && error.body.message
      ? error.body.message
      : messages.signupFailed;
  }
  return messages.signupNetworkError;
}

export function SignupForm() {
  const navigate = useNavigate();
  const signup = useSignup();
  const auth = useUserAuth();
  const [values, setValues] = useState<Values>({
    email: '',
    fullName: '',
    userName: '',
    password: '',
  });
  const [problem, setProblem] = useState<Problem | { field?: undefined; message: string }>();

  const set = (field: keyof Values) => (value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validate(values);
    setProblem(invalid);
    if (invalid) return;
    try {
      const result = await signup.mutateAsync({
        phoneOrEmail: values.email.trim(),
        fullName: values.fullName.trim(),
        userName: values.userName.trim(),
        password: values.password,
      });
      saveUserIdentity(result.userId, result.userEmail, IDENTITY_DAYS);
      const state: SignupState = { message: messages.signupSuccess, signupComplete: false };
      await navigate(`/signup/userdetails?userId=${encodeURIComponent(result.userId)}`, { state });
    } catch (error) {
      setProblem({ message: signupError(error) });
    }
  }

  const invalid = (field: keyof Values) => problem?.field === field || undefined;

  // product.md §2: a signed-in visitor is sent to /home. Only when the session was known before this
  // page opened: at app start the session bootstrap decides (and sends signed-in users to /chat).
  if (auth.isSuccess && !auth.isFetchedAfterMount) return <Navigate to="/home" replace />;

  return (
    <AuthCard
      title="Create your account"
      burst="Join!"
      intro
      footer={
        <>
          Already have an account? <Link to="/login">Log in</Link>
        </>
      }
    >
      <FormMessage error={problem?.message} />
      <form onSubmit={onSubmit} noValidate>
        {TEXT_FIELDS.map(({ field, ...input }) => (
          <TextField
            key={field}
            {...input}
            value={values[field]}
            aria-invalid={invalid(field)}
            onChange={set(field)}
          />
        ))}
        <PasswordField
          id="signup-password"
          label="Create a Password"
          value={values.password}
          onChange={set('password')}
          autoComplete="new-password"
          toggleSuffix=" Password"
          invalid={invalid('password')}
        />
        <AuthSubmit label="Sign up" pending={signup.isPending} />
      </form>
    </AuthCard>
  );
}

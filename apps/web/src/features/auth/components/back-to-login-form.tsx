import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { AuthCard } from './auth-card.tsx';
import { FormMessage } from './form-message.tsx';

/** What a form's last submit came to: one error or one success line, or nothing yet. */
export interface FormResult {
  error?: string;
  success?: string;
}

/** A password screen: one form under the line its last submit left, and the way back to login. */
export function BackToLoginForm(props: {
  title: string;
  burst: string;
  result: FormResult;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <AuthCard
      title={props.title}
      burst={props.burst}
      footer={<Link to="/login">Back to login</Link>}
    >
      <FormMessage error={props.result.error} success={props.result.success} />
      <form onSubmit={props.onSubmit} noValidate>
        {props.children}
      </form>
    </AuthCard>
  );
}

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ConfirmActions, DoneAction } from './dialog-actions.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import { TextField } from './text-field.tsx';

export const PASSWORD_REQUIRED = 'Enter your password to confirm.';

/** What the dialog says once `confirm` has worked, and what closing it then runs. */
export interface PasswordConfirmDone {
  title: string;
  message: ReactNode;
  onClose: () => void;
}

/**
 * A step that asks for the current password again (deleting the account, taking its data): the
 * explanation, the password field, Cancel and the action. `confirm` runs with the password once
 * `accepts` takes it (else PASSWORD_REQUIRED); what it throws is shown through `failureText`; what
 * it returns names the dialog that says it is done.
 */
export function PasswordConfirmDialog<T>(props: {
  title: string;
  children: ReactNode;
  fieldId: string;
  label: string;
  pendingLabel: string;
  accepts?: (password: string) => boolean;
  confirm: (password: string) => Promise<T>;
  failureText: (failure: unknown) => string;
  done: (result: T) => PasswordConfirmDone;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<PasswordConfirmDone | null>(null);
  const errorId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(props.accepts ?? Boolean)(password)) return setError(PASSWORD_REQUIRED);
    setError('');
    setPending(true);
    try {
      setDone(props.done(await props.confirm(password)));
    } catch (failure) {
      setError(props.failureText(failure));
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <ModalDialog title={done.title} onClose={done.onClose}>
        <p className="form-success" role="status">
          {done.message}
        </p>
        <DoneAction label="OK" onDone={done.onClose} />
      </ModalDialog>
    );
  }

  return (
    <ModalDialog title={props.title} onClose={props.onClose}>
      <p>{props.children}</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          id={props.fieldId}
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <ConfirmActions
          label={props.label}
          pendingLabel={props.pendingLabel}
          pending={pending}
          onCancel={props.onClose}
          error={error}
          errorId={errorId}
        />
      </form>
    </ModalDialog>
  );
}

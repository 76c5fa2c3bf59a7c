import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { TextField } from '../../../components/text-field.tsx';

/** What a form's `check` makes of its entry: the value to send, or what is wrong with it. */
export type CheckedEntry<T> = { value: T } | { error: string };

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

/**
 * An admin form of one field and its button. The entry is checked before it is sent; what is
 * wrong with it, or why the server refused it, shows under the field and is what the input
 * points at. What follows a success (emptying the field, saying it) is `send`'s to do.
 */
export function FieldForm<T>({
  className,
  id,
  label,
  value,
  onChange,
  check,
  send,
  button,
  pendingLabel,
  pending,
  children,
  ...input
}: InputProps & {
  className: string;
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  check: (entry: string) => CheckedEntry<T>;
  send: (value: T) => Promise<void>;
  button: string;
  pendingLabel?: string;
  pending: boolean;
  /** Shown above the field. */
  children?: ReactNode;
}) {
  const [error, setError] = useState('');
  const errorId = `${id}-error`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(value);
    if ('error' in checked) return setError(checked.error);
    setError('');
    try {
      await send(checked.value);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <form className={className} onSubmit={(event) => void onSubmit(event)} noValidate>
      {children}
      <TextField
        {...input}
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {error && (
          <p className="field-error" role="alert" id={errorId}>
            {error}
          </p>
        )}
      </TextField>
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? (pendingLabel ?? button) : button}
      </button>
    </form>
  );
}

import { useState } from 'react';

/** A password input with the Show/Hide toggle of product.md §2. */
export function PasswordField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** Signup's toggle reads 'Show Password' / 'Hide Password'; the others 'Show' / 'Hide'. */
  toggleSuffix?: string;
  invalid?: boolean;
  disabled?: boolean;
}) {
  const [visible, setVisible] = useState(false);
  const suffix = props.toggleSuffix ?? '';
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <div className="field-row">
        <input
          id={props.id}
          name={props.id}
          type={visible ? 'text' : 'password'}
          value={props.value}
          autoComplete={props.autoComplete}
          aria-invalid={props.invalid || undefined}
          disabled={props.disabled}
          onChange={(event) => props.onChange(event.target.value)}
        />
        <button
          type="button"
          className="button button--ghost auth-toggle"
          aria-controls={props.id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
          {suffix || (
            <>
              {' '}
              <span className="sr-only">{props.label}</span>
            </>
          )}
        </button>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';

/**
 * The row under an account form: its primary submit button, which reads `pendingLabel` (when
 * there is one) and is disabled while the request runs; `children` stand before the button.
 */
export function AuthSubmit(props: {
  label: string;
  pending: boolean;
  pendingLabel?: string;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="auth-actions">
      {props.children}
      <button
        type="submit"
        className="button button--primary"
        disabled={props.pending || props.disabled}
      >
        {props.pending && props.pendingLabel ? props.pendingLabel : props.label}
      </button>
    </div>
  );
}

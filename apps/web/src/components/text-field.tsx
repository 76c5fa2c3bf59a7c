import type { InputHTMLAttributes, ReactNode } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

/**
 * A labelled input in the `.field` layout, the one way forms ask for a line of text. What
 * follows the input (a hint, an error) comes as children.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  children,
  ...input
}: InputProps & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input {...input} id={id} value={value} onChange={(event) => onChange(event.target.value)} />
      {children}
    </div>
  );
}

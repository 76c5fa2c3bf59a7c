import type { ReactNode } from 'react';

/**
 * The app's drawn icons: strokes in the current text colour on a 24-unit grid, hidden from
 * screen readers (the control around an icon carries its name). An icon drawn with lines only
 * passes their `paths`; one with other shapes passes them as children.
 */
export function LineIcon(props: {
  children?: ReactNode;
  paths?: readonly string[];
  size?: number;
  strokeWidth?: number;
  className?: string;
}) {
  const size = props.size ?? 24;
  return (
    <svg
      className={props.className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={props.strokeWidth ?? 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {props.paths?.map((d) => (
        <path key={d} d={d} />
      ))}
      {props.children}
    </svg>
  );
}

import './spinner.css';

/**
 * The comic spinner, centred in its space; `label` tells screen readers what is loading. A small
 * one waits inside a popover or a list.
 */
export function Spinner(props: { label: string; small?: boolean }) {
  return (
    <div className="spinner-wrap">
      <span
        className={props.small ? 'spinner spinner--small' : 'spinner'}
        role="status"
        aria-label={props.label}
      />
    </div>
  );
}

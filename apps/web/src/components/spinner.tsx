import './spinner.css';

/** The comic spinner, centred in its space; `label` tells screen readers what is loading. */
export function Spinner(props: { label: string }) {
  return (
    <div className="spinner-wrap">
      <span className="spinner" role="status" aria-label={props.label} />
    </div>
  );
}

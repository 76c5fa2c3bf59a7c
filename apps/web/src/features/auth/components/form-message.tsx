/** The one error or success line under a form title, announced to screen readers. */
export function FormMessage(props: { error?: string; success?: string }) {
  if (props.error) {
    return (
      <p className="form-error" role="alert">
        {props.error}
      </p>
    );
  }
  if (props.success) {
    return (
      <p className="form-success" role="status">
        {props.success}
      </p>
    );
  }
  return null;
}

export function Component() {
  return <h1>Forgot your password?</h1>;
}

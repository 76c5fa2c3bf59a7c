export function Component() {
  return <h1>Confirm your email</h1>;
}

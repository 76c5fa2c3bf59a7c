export function Component() {
  return <h1>Reset your password</h1>;
}

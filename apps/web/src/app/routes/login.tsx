export function Component() {
  return <h1>Login to your account</h1>;
}

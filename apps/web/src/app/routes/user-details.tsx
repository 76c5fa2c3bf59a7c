export function Component() {
  return <h1>Your details</h1>;
}

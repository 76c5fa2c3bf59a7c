export function Component() {
  return <h1>Socialize</h1>;
}

export function Component() {
  return <h1>Character chat</h1>;
}

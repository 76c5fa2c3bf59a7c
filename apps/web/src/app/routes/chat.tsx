export function Component() {
  return <h1>Chat</h1>;
}

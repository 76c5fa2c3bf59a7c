export function Component() {
  return <h1>Followers</h1>;
}

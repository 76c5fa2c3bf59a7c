export function Component() {
  return <h1>ComicBook</h1>;
}

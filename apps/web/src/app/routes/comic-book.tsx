import { ComicReader } from '../../features/saga/components/comic-reader.tsx';

export function Component() {
  return <ComicReader />;
}

/** One file of a release, as the worker installs it. */
export interface PrecacheEntry {
  url: string;
}

/** Paths the worker never answers nor caches: the API and the Socket.IO connection. */
export function isNeverCached(pathname: string): boolean {
  return (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname === '/socket.io' ||
    pathname.startsWith('/socket.io/')
  );
}

/** The cache that holds one release's files. */
export function shellCacheName(version: string): string {
  return `tuning-shell-${version}`;
}

import { useEffect, useState } from 'react';

/** False until `ms` have passed since mount: product.md's Socialize spinner shows for about 1 second. */
export function useMinElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

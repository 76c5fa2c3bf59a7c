import { useEffect, useState } from 'react';
import { USERNAME_PATTERN, USERNAME_RULE } from '@tuning/shared/profile';
import { messages } from '@tuning/shared/messages';
import { checkUsername } from '../api/check-username.ts';

/** product.md §9: the check runs 500 ms after typing stops. */
export const USERNAME_CHECK_DELAY_MS = 500;

export type UsernameCheck =
  { state: 'ok' } | { state: 'checking' } | { state: 'invalid'; message: string };

/**
 * product.md §4: the user's unchanged name is always acceptable; any other name is checked against
 * the server after a pause. A taken name or a failed check blocks saving.
 */
export function useUsernameCheck(userName: string, originalName: string, userId: string) {
  const unchanged = userName.trim() === originalName;
  const [result, setResult] = useState<{ name: string; check: UsernameCheck } | null>(null);

  useEffect(() => {
    const name = userName.trim();
    if (name === originalName || !USERNAME_PATTERN.test(name)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkUsername(name, userId, controller.signal).then(
        (available) =>
          setResult({
            name,
            check: available
              ? { state: 'ok' }
              : { state: 'invalid', message: messages.usernameTaken },
          }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('Username check failed', error);
          setResult({ name, check: { state: 'invalid', message: messages.usernameCheckFailed } });
        },
      );
    }, USERNAME_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [userName, originalName, userId]);

  if (unchanged) return { state: 'ok' } as UsernameCheck;
  if (!USERNAME_PATTERN.test(userName.trim())) {
    return { state: 'invalid', message: USERNAME_RULE } as UsernameCheck;
  }
  if (result && result.name === userName.trim()) return result.check;
  return { state: 'checking' } as UsernameCheck;
}

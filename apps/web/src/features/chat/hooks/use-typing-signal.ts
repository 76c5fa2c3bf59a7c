import { useCallback, useEffect, useRef } from 'react';

/** While typing, `true` goes out at most every 2 s (the server's expiry is 5 s). */
const REPEAT_MS = 2000;
/** No keystroke for this long means the user stopped typing. */
const IDLE_MS = 3000;

/** Turns keystrokes into throttled typing signals, with `false` after idle, on send and on leave. */
export function useTypingSignal(setTyping: (isTyping: boolean) => void) {
  const typingRef = useRef(false);
  const lastSentRef = useRef(0);
  const idleRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const setTypingRef = useRef(setTyping);
  useEffect(() => {
    setTypingRef.current = setTyping;
  }, [setTyping]);

  const stop = useCallback(() => {
    clearTimeout(idleRef.current);
    if (!typingRef.current) return;
    typingRef.current = false;
    setTypingRef.current(false);
  }, []);

  const onKeystroke = useCallback(() => {
    const now = Date.now();
    if (!typingRef.current || now - lastSentRef.current >= REPEAT_MS) {
      typingRef.current = true;
      lastSentRef.current = now;
      setTypingRef.current(true);
    }
    clearTimeout(idleRef.current);
    idleRef.current = setTimeout(stop, IDLE_MS);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { onKeystroke, stop };
}

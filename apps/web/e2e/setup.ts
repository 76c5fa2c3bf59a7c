import { afterEach } from 'vitest';
import { endSessions } from './browser.ts';

// Every test ends by checking what its pages reported (console errors, failed requests, 5xx).
afterEach(endSessions);

import Cookies from 'js-cookie';

/** product.md §3: the client-readable identity cookies, mirrored in local storage. */
export const USER_ID_KEY = 'userId';
export const USER_EMAIL_KEY = 'userEmail';
export const SELECTED_COLLEGE_COOKIE = 'userSelectedCollege';

export const IDENTITY_DAYS = 90;
export const IDENTITY_DAYS_AFTER_DETAILS = 7;
export const SELECTED_COLLEGE_DAYS = 30;

function cookieOptions(days: number): Cookies.CookieAttributes {
  return { expires: days, path: '/', sameSite: 'Lax' };
}

export function saveUserIdentity(userId: string, userEmail: string, days: number): void {
  Cookies.set(USER_ID_KEY, userId, cookieOptions(days));
  Cookies.set(USER_EMAIL_KEY, userEmail, cookieOptions(days));
  try {
    localStorage.setItem(USER_ID_KEY, userId);
    localStorage.setItem(USER_EMAIL_KEY, userEmail);
  } catch (error) {
    console.warn('Local storage is unavailable', error);
  }
}

export function readUserIdentity(): { userId?: string; userEmail?: string } {
  let stored: { userId?: string; userEmail?: string } = {};
  try {
    stored = {
      userId: localStorage.getItem(USER_ID_KEY) ?? undefined,
      userEmail: localStorage.getItem(USER_EMAIL_KEY) ?? undefined,
    };
  } catch {
    // Storage blocked: the cookies are enough.
  }
  return {
    userId: Cookies.get(USER_ID_KEY) ?? stored.userId,
    userEmail: Cookies.get(USER_EMAIL_KEY) ?? stored.userEmail,
  };
}

export function saveSelectedCollege(college: string): void {
  Cookies.set(SELECTED_COLLEGE_COOKIE, college, cookieOptions(SELECTED_COLLEGE_DAYS));
}

/** Removes every cookie the page can see (the HttpOnly session cookie is the server's job). */
export function clearUserIdentity(): void {
  for (const name of Object.keys(Cookies.get())) {
    Cookies.remove(name, { path: '/' });
  }
  try {
    localStorage.removeItem(USER_ID_KEY);
    localStorage.removeItem(USER_EMAIL_KEY);
  } catch {
    // Storage blocked: nothing was stored.
  }
}

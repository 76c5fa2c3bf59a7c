/** DESIGN 6: SPEC shows no maximum; the bound is 2,000 characters. */
export const CHAT_TEXT_MAX = 2000;

/** product.md §5: no maximum is shown; the bound is 2,000 characters. */
export const CHAT_TEXT_MAX = 2000;

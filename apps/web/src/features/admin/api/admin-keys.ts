/** Every answer of `/api/admin`: an action refreshes them all (the queue, the log, the lists). */
export const adminKey = ['admin'] as const;

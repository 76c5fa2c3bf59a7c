import { api } from '../../../lib/api-client.ts';
import { useAdminMutation } from './admin-keys.ts';

/** How long a suspension lasts: some hours, or for good. */
export type SuspensionLength = { hours: number } | { forGood: true };

/** One moderator action on a report, a message or a person; each carries its reason. */
export type ModerationAction =
  | { type: 'dismiss'; reportId: string; reason: string }
  | { type: 'delete-message'; messageId: string; reportId?: string; reason: string }
  | {
      type: 'suspend';
      userName: string;
      length: SuspensionLength;
      reportId?: string;
      reason: string;
    }
  | { type: 'unsuspend'; userName: string; reason: string };

const withReport = (reportId: string | undefined) => (reportId ? { reportId } : {});

/** The call of each action under `/api/admin`. */
export function moderate(action: ModerationAction): Promise<unknown> {
  switch (action.type) {
    case 'dismiss':
      return api(`admin/reports/${encodeURIComponent(action.reportId)}/dismiss`, {
        body: { reason: action.reason },
      });
    case 'delete-message':
      return api(`admin/messages/${encodeURIComponent(action.messageId)}`, {
        method: 'DELETE',
        body: { reason: action.reason, ...withReport(action.reportId) },
      });
    case 'suspend':
      return api(`admin/users/${encodeURIComponent(action.userName)}/suspend`, {
        body: { ...action.length, reason: action.reason, ...withReport(action.reportId) },
      });
    case 'unsuspend':
      return api(`admin/users/${encodeURIComponent(action.userName)}/unsuspend`, {
        body: { reason: action.reason },
      });
  }
}

/** Runs an action, then refreshes the queue and the log. */
export function useModerate() {
  return useAdminMutation(moderate);
}

import type { MessageResponse } from '@tuning/shared/auth';
import type {
  AdminReport,
  ModerationReasonBody,
  ReportedPerson,
  SuspendBody,
} from '@tuning/shared/safety';
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

/** What each action answers: the closed report, a confirmation, or the person as they are now. */
type ModerationResult = AdminReport | MessageResponse | ReportedPerson;

/** The call of each action under `/api/admin`. */
export function moderate(action: ModerationAction): Promise<ModerationResult> {
  switch (action.type) {
    case 'dismiss':
      return api<AdminReport>(`admin/reports/${encodeURIComponent(action.reportId)}/dismiss`, {
        body: { reason: action.reason } satisfies ModerationReasonBody,
      });
    case 'delete-message':
      return api<MessageResponse>(`admin/messages/${encodeURIComponent(action.messageId)}`, {
        method: 'DELETE',
        body: {
          reason: action.reason,
          ...withReport(action.reportId),
        } satisfies ModerationReasonBody,
      });
    case 'suspend':
      return api<ReportedPerson>(`admin/users/${encodeURIComponent(action.userName)}/suspend`, {
        body: {
          ...action.length,
          reason: action.reason,
          ...withReport(action.reportId),
        } satisfies SuspendBody,
      });
    case 'unsuspend':
      return api<ReportedPerson>(`admin/users/${encodeURIComponent(action.userName)}/unsuspend`, {
        body: { reason: action.reason } satisfies ModerationReasonBody,
      });
  }
}

/** Runs an action, then refreshes the queue and the log. */
export function useModerate() {
  return useAdminMutation(moderate);
}

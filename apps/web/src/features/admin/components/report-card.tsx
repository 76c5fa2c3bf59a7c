import { useId } from 'react';
import { Link } from 'react-router';
import type { ChatMessage } from '@tuning/shared/chat';
import {
  reportReasonLabels,
  safetyTexts,
  type AdminReport,
  type ReportedPerson,
  type ReportedProfile,
} from '@tuning/shared/safety';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { formatWhen } from '../lib/format-when.ts';
import type { PendingAction } from './moderation-dialog.tsx';

const STATUS_LABELS: Record<AdminReport['status'], string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  actioned: 'Acted on',
};

export function suspensionText(person: ReportedPerson): string | undefined {
  if (person.suspendedForGood) return 'Suspended for good';
  if (person.suspendedUntil) return `Suspended until ${formatWhen(person.suspendedUntil)}`;
  return undefined;
}

/** What was reported; a private conversation's message says so (its context is the kept copy). */
const reportKindLabel = (report: AdminReport) =>
  report.kind !== 'message'
    ? ' · a profile'
    : report.conversationId
      ? ' · a private message'
      : ' · a message';

const profileLink = (userName: string) => `/userprofile?userName=${encodeURIComponent(userName)}`;

/** The reported message among the ones around it, as the room saw them. */
function MessageInContext(props: {
  report: AdminReport;
  message: NonNullable<AdminReport['message']>;
}) {
  const around: ChatMessage[] = props.report.context?.length
    ? props.report.context
    : [
        {
          message: props.message.text,
          messageId: props.message.messageId,
          timestamp: Date.parse(props.message.createdAt),
          userId: props.report.reported?.userId ?? '',
          username: props.report.reported?.userName ?? safetyTexts.deletedUser,
          fullName: props.report.reported?.fullName ?? '',
          profilePic: '',
          seq: 0,
          ...(props.message.deleted ? { deleted: true as const } : {}),
        },
      ];
  return (
    <ol className="admin-context" aria-label="The message in context">
      {around.map((m) => {
        const reported = m.messageId === props.message.messageId;
        // The copy kept with the report shows even after a deletion: the moderator needs it.
        const text = reported ? props.message.text : m.message;
        const deleted = reported ? props.message.deleted : m.deleted;
        return (
          <li
            key={m.messageId}
            className={
              reported
                ? 'admin-context__message admin-context__message--reported'
                : 'admin-context__message'
            }
            aria-current={reported || undefined}
          >
            <span className="admin-context__meta">
              <strong>@{m.username || safetyTexts.deletedUser}</strong>{' '}
              <time dateTime={new Date(m.timestamp).toISOString()}>{formatWhen(m.timestamp)}</time>
              {reported && <span className="admin-tag admin-tag--red">Reported</span>}
              {deleted && <span className="admin-tag">Deleted</span>}
            </span>
            <span className="admin-context__text">
              {text || (deleted ? safetyTexts.messageDeleted : '')}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** A reported profile's public fields, as they were when reported. */
function ProfileAsReported({ profile }: { profile: ReportedProfile }) {
  const facts = [
    ['Bio', profile.bio],
    ['College', profile.collegeName],
    ['College Year', profile.collegeYear],
    ['Location', profile.location],
    ['Link', profile.externalLink],
  ].filter(([, value]) => value);
  return (
    <div className="admin-context" aria-label="The profile as reported" role="group">
      <div className="admin-report__person">
        <UserAvatar src={profile.profilePic} name={profile.fullName} size="small" decorative />
        <span>
          <strong>{profile.fullName}</strong> @{profile.userName}
        </span>
      </div>
      {facts.length > 0 && (
        <dl className="admin-report__facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd className="admin-context__text">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/** One report in the queue: what, why, who, the evidence, and what can be done about it. */
export function ReportCard(props: {
  report: AdminReport;
  onAction: (action: PendingAction) => void;
}) {
  const { report, onAction } = props;
  const titleId = useId();
  const reported = report.reported;
  const suspended = reported ? suspensionText(reported) : undefined;
  const open = report.status === 'open';
  return (
    <article className="panel admin-report" aria-labelledby={titleId}>
      <header className="admin-report__head">
        <h3 id={titleId} className="admin-report__title">
          {reportReasonLabels[report.reason]}
          <span className="admin-report__kind">{reportKindLabel(report)}</span>
        </h3>
        <span className={open ? 'admin-tag admin-tag--red' : 'admin-tag'}>
          {STATUS_LABELS[report.status]}
        </span>
        <time className="muted" dateTime={report.createdAt}>
          {formatWhen(report.createdAt)}
        </time>
      </header>
      <dl className="admin-report__facts">
        <div>
          <dt>Reported by</dt>
          <dd>
            {report.reporter ? (
              <Link to={profileLink(report.reporter.userName)}>@{report.reporter.userName}</Link>
            ) : (
              safetyTexts.deletedUser
            )}
          </dd>
        </div>
        <div>
          <dt>About</dt>
          <dd className="admin-report__person">
            {reported ? (
              <>
                <UserAvatar
                  src={reported.profilePic}
                  name={reported.fullName}
                  size="small"
                  decorative
                />
                <span>
                  <Link to={profileLink(reported.userName)}>@{reported.userName}</Link>{' '}
                  {reported.fullName}
                  {reported.role !== 'member' && <span className="admin-tag">{reported.role}</span>}
                  {suspended && <span className="admin-tag admin-tag--red">{suspended}</span>}
                </span>
              </>
            ) : report.reportedName ? (
              `@${report.reportedName} (${safetyTexts.deletedUser})`
            ) : (
              safetyTexts.deletedUser
            )}
          </dd>
        </div>
        {report.note && (
          <div>
            <dt>Note</dt>
            <dd className="admin-report__note">{report.note}</dd>
          </div>
        )}
      </dl>
      {report.message && <MessageInContext report={report} message={report.message} />}
      {report.profile && <ProfileAsReported profile={report.profile} />}
      <div className="cluster admin-report__actions">
        {open && (
          <button
            type="button"
            className="button button--small"
            onClick={() => onAction({ type: 'dismiss', reportId: report.id })}
          >
            Dismiss
          </button>
        )}
        {report.message && !report.message.deleted && (
          <button
            type="button"
            className="button button--small"
            onClick={() =>
              onAction({
                type: 'delete-message',
                messageId: report.message!.messageId,
                reportId: report.id,
                author: reported?.userName,
              })
            }
          >
            Delete message
          </button>
        )}
        {reported && !suspended && (
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() =>
              onAction({ type: 'suspend', userName: reported.userName, reportId: report.id })
            }
          >
            Suspend @{reported.userName}
          </button>
        )}
        {reported && suspended && (
          <button
            type="button"
            className="button button--small"
            onClick={() => onAction({ type: 'unsuspend', userName: reported.userName })}
          >
            Lift suspension
          </button>
        )}
      </div>
    </article>
  );
}

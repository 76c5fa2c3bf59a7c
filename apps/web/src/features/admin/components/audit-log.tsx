import type { ModerationLogEntry } from '@tuning/shared/safety';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { useModerationLog } from '../api/get-moderation-log.ts';
import { formatWhen } from '../lib/format-when.ts';
import { OlderButton } from './older-button.tsx';

const ACTION_LABELS: Record<ModerationLogEntry['action'], string> = {
  'dismiss-report': 'Dismissed a report',
  'delete-message': 'Deleted a message',
  suspend: 'Suspended',
  unsuspend: 'Lifted a suspension',
  'grant-role': 'Changed a role',
  'slow-mode': 'Set slow mode',
  'add-filter-term': 'Added a filter term',
  'remove-filter-term': 'Removed a filter term',
};

const hours = (n: number) =>
  n % 24 === 0 ? `${n / 24} day${n === 24 ? '' : 's'}` : `${n} hour${n === 1 ? '' : 's'}`;
const seconds = (n: unknown) => (n === 0 ? 'off' : `${String(n)} s`);

/** The log's columns; on a phone each cell is labelled with its column (data-label). */
const COLUMNS = ['When', 'Who', 'What', 'Why'];

/** The entry's details (how long, which role, which term...) as one short line. */
export function detailText(entry: Pick<ModerationLogEntry, 'action' | 'detail'>): string {
  const detail = entry.detail;
  if (!detail) return '';
  switch (entry.action) {
    case 'suspend':
      if (detail.forGood) return 'for good';
      if (typeof detail.hours === 'number') {
        const until = typeof detail.until === 'string' ? `, until ${formatWhen(detail.until)}` : '';
        return `for ${hours(detail.hours)}${until}`;
      }
      break;
    case 'slow-mode':
      if ('slowModeSeconds' in detail) {
        return `${seconds(detail.previous)} → ${seconds(detail.slowModeSeconds)}`;
      }
      break;
    case 'add-filter-term':
    case 'remove-filter-term':
      if (typeof detail.term === 'string') return `"${detail.term}"`;
      break;
    case 'grant-role':
      if (typeof detail.role === 'string')
        return `${String(detail.previous ?? '?')} → ${detail.role}`;
      break;
  }
  return Object.entries(detail)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(
      ([key, value]) =>
        `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join(', ');
}

/** Who did what, when and why: every moderator action, newest first. */
export function AuditLog() {
  const log = useModerationLog();
  if (!log.isSuccess) return <QueryFallback query={log} loadingLabel="Loading the audit log" />;
  const entries = log.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <p className="admin-empty">Nothing has been done yet.</p>;
  return (
    <div className="admin-section">
      <div className="admin-table-wrap">
        {/* On a phone the rows become cards (admin.css); the explicit roles keep the table's
            meaning where a browser drops it for restyled rows. */}
        <table className="admin-table admin-table--cards" role="table">
          <caption className="sr-only">Audit log, newest first</caption>
          <thead role="rowgroup">
            <tr role="row">
              {COLUMNS.map((column) => (
                <th key={column} scope="col" role="columnheader">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {entries.map((entry) => {
              const detail = detailText(entry);
              return (
                <tr key={entry.id} role="row">
                  <td role="cell" data-label="When">
                    <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>
                  </td>
                  <td role="cell" data-label="Who">
                    @{entry.actor}
                  </td>
                  <td role="cell" data-label="What">
                    {ACTION_LABELS[entry.action] ?? entry.action}
                    {entry.target && <> · @{entry.target}</>}
                    {detail && <span className="admin-table__detail">{detail}</span>}
                  </td>
                  <td role="cell" data-label="Why" className="admin-table__why">
                    {entry.reason || '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <OlderButton query={log} label="Older entries" />
    </div>
  );
}

import { useState } from 'react';
import { ItemList } from '../../../components/item-list.tsx';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { useViewingScreen } from '../../../lib/viewing.ts';
import { useReports, type ReportStatusFilter } from '../api/get-reports.ts';
import { ModerationDialog, type PendingAction } from './moderation-dialog.tsx';
import { OlderButton } from './older-button.tsx';
import { ReportCard } from './report-card.tsx';

const FILTERS: { value: ReportStatusFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

const EMPTY: Record<ReportStatusFilter, string> = {
  open: 'No open reports. All quiet.',
  closed: 'No closed reports yet.',
  all: 'No reports yet.',
};

/** The report queue, newest first, with the actions of each report. */
export function ReportQueue(props: { onAnnounce: (text: string) => void }) {
  const [status, setStatus] = useState<ReportStatusFilter>('open');
  const [pending, setPending] = useState<PendingAction | null>(null);
  const reports = useReports(status);
  // New reports show up here live (the staff socket): they are not pushed meanwhile.
  useViewingScreen('reports');
  const all = reports.data?.pages.flatMap((page) => page.reports) ?? [];

  return (
    <div className="admin-section">
      <div className="field admin-filter">
        <label htmlFor="admin-report-status">Show</label>
        <select
          id="admin-report-status"
          value={status}
          onChange={(event) => setStatus(event.target.value as ReportStatusFilter)}
        >
          {FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </select>
      </div>
      {!reports.isSuccess ? (
        <QueryFallback query={reports} loadingLabel="Loading reports" />
      ) : all.length === 0 ? (
        <p className="admin-empty">{EMPTY[status]}</p>
      ) : (
        <ItemList label="Reports" roomy>
          {all.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} onAction={setPending} />
            </li>
          ))}
        </ItemList>
      )}
      <OlderButton query={reports} label="Older reports" />
      {pending && (
        <ModerationDialog
          action={pending}
          onClose={() => setPending(null)}
          onDone={(text) => {
            setPending(null);
            props.onAnnounce(text);
          }}
        />
      )}
    </div>
  );
}

import { Link } from 'react-router';
import { safetyTexts } from '@tuning/shared/safety';
import './open-reports-link.css';
import { LineIcon } from '../../../components/line-icon.tsx';

const FLAG = ['M5 21V4', 'M5 4.5c4-2 7 2 14 0v9c-7 2-10-2-14 0'];

/**
 * Beside the bell, a moderator's way to the report queue with the count of open reports
 * on it (`Reports, 3 open`), live (useOpenReports). Only rendered for moderators and admins.
 */
export function OpenReportsLink({ open }: { open: number | undefined }) {
  const count = open ?? 0;
  return (
    <Link to="/admin" className="round-button" aria-label={safetyTexts.openReportsLabel(count)}>
      <LineIcon paths={FLAG} />
      {count > 0 && (
        <span className="count-badge open-reports__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

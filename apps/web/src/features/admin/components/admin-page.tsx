import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import type { UserRole } from '@tuning/shared/safety';
import { AuditLog } from './audit-log.tsx';
import { Moderators } from './moderators.tsx';
import { ReportQueue } from './report-queue.tsx';
import { RoomSettingsForm } from './room-settings-form.tsx';
import { WordFilter } from './word-filter.tsx';
import '../admin.css';

type TabId = 'reports' | 'log' | 'room' | 'filter' | 'staff';

const TABS: { id: TabId; label: string; adminOnly?: boolean }[] = [
  { id: 'reports', label: 'Reports' },
  { id: 'log', label: 'Audit log' },
  { id: 'room', label: 'Room' },
  { id: 'filter', label: 'Word filter', adminOnly: true },
  { id: 'staff', label: 'Moderators', adminOnly: true },
];

/**
 * /admin for moderators and admins: the report queue, the audit log and the room's slow mode;
 * admins also keep the word filter and the moderators. The open tab is in the address (?tab=).
 */
export function AdminPage({ role }: { role: UserRole }) {
  const baseId = useId();
  const tabs = TABS.filter((tab) => !tab.adminOnly || role === 'admin');
  const [params, setParams] = useSearchParams();
  const current = tabs.find((tab) => tab.id === params.get('tab')) ?? tabs[0]!;
  const [announcement, setAnnouncement] = useState('');
  const tabRefs = useRef(new Map<TabId, HTMLButtonElement>());

  const select = (id: TabId, focus = false) => {
    setAnnouncement('');
    setParams(id === 'reports' ? {} : { tab: id }, { replace: true });
    if (focus) tabRefs.current.get(id)?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = tabs.findIndex((tab) => tab.id === current.id);
    const to =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (to < 0) return;
    event.preventDefault();
    select(tabs[to]!.id, true);
  };

  return (
    <section className="admin" aria-labelledby={`${baseId}-title`}>
      <p>
        <BackLink to="/profile" label="Profile" />
      </p>
      <header className="panel panel--halftone admin__masthead">
        <p className="burst burst--red display admin__burst" aria-hidden="true">
          Mod!
        </p>
        <div>
          <h1 id={`${baseId}-title`} className="display">
            Moderation
          </h1>
          <p className="admin__role">
            Signed in as {role === 'admin' ? 'an admin' : 'a moderator'}. Every action is logged
            with your name and reason.
          </p>
        </div>
      </header>
      <div className="admin-tabs" role="tablist" aria-label="Moderation tools">
        {tabs.map((tab) => {
          const selected = tab.id === current.id;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              className="admin-tabs__tab"
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              onClick={() => select(tab.id)}
              onKeyDown={onTabKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <p className="admin__announcement" role="status">
        {announcement}
      </p>
      <div
        className="panel admin__panel"
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${current.id}`}
        tabIndex={0}
      >
        <h2 className="admin__panel-title">{current.label}</h2>
        {current.id === 'reports' && <ReportQueue onAnnounce={setAnnouncement} />}
        {current.id === 'log' && <AuditLog />}
        {current.id === 'room' && <RoomSettingsForm onAnnounce={setAnnouncement} />}
        {current.id === 'filter' && <WordFilter onAnnounce={setAnnouncement} />}
        {current.id === 'staff' && <Moderators onAnnounce={setAnnouncement} />}
      </div>
    </section>
  );
}

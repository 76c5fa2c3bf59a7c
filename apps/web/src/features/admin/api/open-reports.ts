import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OpenReports } from '@tuning/shared/safety-response-schemas';
import { api } from '../../../lib/api-client.ts';
import { listen } from '../../../lib/socket-listeners.ts';
import { acquireSocket, releaseSocket, type AppSocket } from '../../../lib/socket.ts';
import { adminKey } from './admin-keys.ts';

export const openReportsQueryKey = [...adminKey, 'open-count'] as const;

/** `GET /api/admin/reports/open-count`: how many reports wait for a moderator. */
export function getOpenReports(): Promise<OpenReports> {
  return api<OpenReports>('admin/reports/open-count');
}

export const openReportsQueryOptions = () =>
  queryOptions({ queryKey: openReportsQueryKey, queryFn: getOpenReports, staleTime: Infinity });

/** Where the live count comes from: the app's one socket (a test hands in its own). */
export interface ReportSocketSource {
  acquire(): AppSocket;
  release(): void;
}

const appSocket: ReportSocketSource = { acquire: acquireSocket, release: releaseSocket };

/**
 * The count of open reports for a moderator or admin (`staff`), kept live: read over HTTP on
 * every (re)connection (a change missed while offline is caught up), then moved by the server's
 * `openReports` event, which also refreshes the queue on /admin. Members never ask.
 */
export function useOpenReports(
  staff: boolean,
  source: ReportSocketSource = appSocket,
): number | undefined {
  const queryClient = useQueryClient();
  const count = useQuery({ ...openReportsQueryOptions(), enabled: staff });

  useEffect(() => {
    if (!staff) return;
    const socket = source.acquire();
    let connectedBefore = socket.connected;
    const onConnect = () => {
      if (connectedBefore) void queryClient.invalidateQueries({ queryKey: openReportsQueryKey });
      connectedBefore = true;
    };
    const onOpenReports = (event: OpenReports) => {
      queryClient.setQueryData(openReportsQueryKey, { open: event.open });
      void queryClient.invalidateQueries({ queryKey: [...adminKey, 'reports'] });
    };
    const stopListening = listen(socket, { connect: onConnect, openReports: onOpenReports });
    return () => {
      stopListening();
      source.release();
    };
  }, [staff, source, queryClient]);

  return staff ? count.data?.open : undefined;
}

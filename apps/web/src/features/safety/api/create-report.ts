import { useMutation } from '@tanstack/react-query';
import type { ReportBody, ReportResponse } from '@tuning/shared/safety';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/reports`: a message or a profile, with a reason and an optional note. */
export function createReport(body: ReportBody): Promise<ReportResponse> {
  return api<ReportResponse>('reports', { body });
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}

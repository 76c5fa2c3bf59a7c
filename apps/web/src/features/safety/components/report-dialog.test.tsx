import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { safetyTexts } from '@tuning/shared/safety';
import {
  pendingAnswer,
  renderWithProviders,
  resetBrowserState,
  stubApi,
} from '../../../test/render-route.tsx';
import { REASON_REQUIRED, ReportDialog, type ReportTarget } from './report-dialog.tsx';

afterEach(resetBrowserState);

const message: ReportTarget = {
  kind: 'message',
  messageId: 'u-ben-1-abc',
  userName: 'ben',
  excerpt: 'you are all losers',
};

function renderDialog(target: ReportTarget = message) {
  const onClose = vi.fn();
  renderWithProviders(<ReportDialog target={target} onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

test('a reason is required; the note is optional, trimmed and counted; then the thanks', async () => {
  const report = pendingAnswer();
  const calls = stubApi({ 'POST /api/reports': report.handler });
  const { user, onClose } = renderDialog();
  const dialog = screen.getByRole('dialog', { name: 'Report message' });
  expect(within(dialog).getByText('you are all losers')).toBeInTheDocument();
  // The quoted message may scroll: the keyboard reaches it.
  const quote = within(dialog).getByRole('region', { name: 'The message from @ben' });
  expect(quote).toHaveAttribute('tabindex', '0');
  expect(quote).toHaveTextContent('@ben you are all losers');
  const reasons = within(dialog).getByRole('group', { name: 'Why are you reporting this?' });
  expect(
    within(reasons)
      .getAllByRole('radio')
      .map((radio) => radio.parentElement?.textContent),
  ).toEqual([
    'Harassment or bullying',
    'Hate speech',
    'Spam',
    'Sexual content',
    'Self-harm or suicide',
    'Something else',
  ]);

  await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(REASON_REQUIRED);
  expect(reasons).toHaveAccessibleDescription(REASON_REQUIRED);
  expect(calls).toEqual([]);

  await user.click(within(dialog).getByLabelText('Harassment or bullying'));
  expect(within(dialog).queryByRole('alert')).toBeNull();
  const note = within(dialog).getByLabelText('Anything to add? (optional)');
  expect(note).toHaveAttribute('maxlength', '500');
  await user.type(note, '  keeps doing it  ');
  expect(within(dialog).getByText('18/500')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeDisabled();
  expect(calls[0]?.body).toEqual({
    kind: 'message',
    messageId: 'u-ben-1-abc',
    reason: 'harassment',
    note: 'keeps doing it',
  });
  report.answer({ status: 201, body: { reportId: 'r1', message: safetyTexts.reportThanks } });
  expect(await within(dialog).findByRole('status')).toHaveTextContent(safetyTexts.reportThanks);
  expect(within(dialog).queryByText(safetyTexts.selfHarmHelp.title)).toBeNull();
  const done = within(dialog).getByRole('button', { name: 'Done' });
  expect(done).toHaveFocus();
  await user.click(done);
  expect(onClose).toHaveBeenCalled();
});

test('a self-harm report shows where to find help, as the server sends it', async () => {
  const help = { title: 'Help is here', lines: ['Call 988.', 'Or see findahelpline.com today.'] };
  const calls = stubApi({
    'POST /api/reports': () => ({
      status: 201,
      body: { reportId: 'r2', message: safetyTexts.reportThanks, help },
    }),
  });
  const { user } = renderDialog({ kind: 'user', userName: 'cy' });
  const dialog = screen.getByRole('dialog', { name: 'Report @cy' });
  await user.click(within(dialog).getByLabelText('Self-harm or suicide'));
  await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
  const panel = await within(dialog).findByRole('region', { name: 'Help is here' });
  expect(calls[0]?.body).toEqual({ kind: 'user', userName: 'cy', reason: 'self-harm' });
  expect(within(panel).getByText('Call 988.')).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'findahelpline.com' })).toHaveAttribute(
    'href',
    'https://findahelpline.com',
  );
});

test("without the server's resources a self-harm report still shows the shared ones", async () => {
  stubApi({
    'POST /api/reports': () => ({
      status: 201,
      body: { reportId: 'r3', message: safetyTexts.reportThanks },
    }),
  });
  const { user } = renderDialog();
  await user.click(screen.getByLabelText('Self-harm or suicide'));
  await user.click(screen.getByRole('button', { name: 'Send report' }));
  const panel = await screen.findByRole('region', { name: safetyTexts.selfHarmHelp.title });
  for (const line of safetyTexts.selfHarmHelp.lines.slice(0, 2)) {
    expect(within(panel).getByText(line)).toBeInTheDocument();
  }
});

test("the server's refusal shows in the dialog, which stays open to try again", async () => {
  stubApi({
    'POST /api/reports': () => ({
      status: 429,
      body: { code: 'RATE_LIMITED', message: safetyTexts.reportTooMany },
    }),
  });
  const { user, onClose } = renderDialog();
  await user.click(screen.getByLabelText('Spam'));
  await user.click(screen.getByRole('button', { name: 'Send report' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(safetyTexts.reportTooMany);
  expect(screen.getByRole('button', { name: 'Send report' })).toBeEnabled();
  expect(onClose).not.toHaveBeenCalled();
});

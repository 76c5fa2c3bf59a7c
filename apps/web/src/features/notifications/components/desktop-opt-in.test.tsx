import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { resetBrowserState } from '../../../test/render-route.tsx';
import { DesktopOptIn } from './desktop-opt-in.tsx';

afterEach(resetBrowserState);

function stubPermission(answer: NotificationPermission) {
  const requestPermission = vi.fn(async () => {
    Object.assign(globalThis.Notification, { permission: answer });
    return answer;
  });
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  return requestPermission;
}

test('the browser is asked only when the button is clicked, and a yes is said', async () => {
  const requestPermission = stubPermission('granted');
  render(<DesktopOptIn />);
  expect(requestPermission).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Turn on desktop notifications' }));
  expect(requestPermission).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Desktop notifications are on for mentions.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
  expect(screen.getByRole('button', { name: 'Turn on desktop notifications' })).toBeInTheDocument();
});

test('a browser that blocks them is explained, with no button that cannot work', async () => {
  stubPermission('denied');
  render(<DesktopOptIn />);
  await userEvent.click(screen.getByRole('button', { name: 'Turn on desktop notifications' }));
  expect(
    await screen.findByText(/Your browser blocks notifications from Tuning/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
});

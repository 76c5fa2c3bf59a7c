import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { messages } from '@tuning/shared/messages';
import { installPlatform, listenForInstallOffer } from '../../lib/install-prompt.ts';
import { InstallApp } from './install-app.tsx';

listenForInstallOffer();

afterEach(() => {
  vi.restoreAllMocks();
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

test('the platform picks the steps: iPhone and iPad (even as "Macintosh") get the share sheet', () => {
  expect(installPlatform(IPHONE, 5)).toBe('ios');
  expect(installPlatform(IPAD_DESKTOP_MODE, 5)).toBe('ios');
  expect(installPlatform(IPAD_DESKTOP_MODE, 0)).toBe('desktop');
  expect(installPlatform(ANDROID, 5)).toBe('android');
});

test('on an iPhone, settings show the Safari share-sheet steps', () => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
  render(<InstallApp />);
  expect(screen.getByRole('heading', { name: messages.installTitle })).toBeInTheDocument();
  expect(screen.getByText(messages.installIos)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: messages.installButton })).toBeNull();
});

test("Chromium's install offer becomes a button that opens the browser's dialog, once", async () => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
  render(<InstallApp />);
  expect(screen.getByText(messages.installAndroid)).toBeInTheDocument();

  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(offer);
  });
  // Held for this button, not shown by the browser on its own.
  expect(offer.defaultPrevented).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: messages.installButton }));
  expect(offer.prompt).toHaveBeenCalledOnce();
  expect(await screen.findByText(messages.installDone)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: messages.installButton })).toBeNull();
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { messages } from '@tuning/shared/messages';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { RouteError } from './route-error.tsx';

test('a failing route shows product.md’s error text in the comic style, with a way home', async () => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        loader: () => {
          throw new Response('broken', { status: 503, statusText: 'Service Unavailable' });
        },
        element: <p>never shown</p>,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  expect(
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('503 Service Unavailable');
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  expect(screen.queryByText('never shown')).toBeNull();
});

test('a screen whose code could not be downloaded shows the offline banner, not KRAK', async () => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        lazy: () => Promise.reject(new Error('Unable to preload CSS for /assets/chat-abc.css')),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  expect(await screen.findByText(messages.offlineBanner)).toBeInTheDocument();
  expect(screen.queryByText('KRAK!')).toBeNull();
  expect(screen.queryByRole('heading', { name: messages.unexpectedError })).toBeNull();
});

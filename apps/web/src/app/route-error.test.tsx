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

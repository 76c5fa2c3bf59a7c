import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { Component } from './character-chat.tsx';

function open(path: string) {
  const router = createMemoryRouter([{ path: '/saga/:characterName', Component }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

test.each([
  ['/saga/Tyson', 'Tyson'],
  ['/saga/Asahi', 'Asahi'],
  ['/saga/Kaizetsu', 'Kai'],
  ['/saga/Kazeo', 'Kazeo'],
  ['/saga/Yūrei', 'Yūrei'],
  ['/saga/Y%C5%ABrei', 'Yūrei'],
  ['/saga/Yurei', 'Yūrei'],
])('%s opens the chat with %s', async (path, name) => {
  open(path);
  expect(await screen.findByRole('heading', { name })).toBeVisible();
  expect(
    await screen.findByText(`No messages yet. Start a conversation with ${name}!`),
  ).toBeVisible();
});

test('an unknown character is the 404 page', async () => {
  open('/saga/Gandalf');
  expect(await screen.findByText('404 - Page Not Found')).toBeVisible();
  expect(screen.getByText('The page you are looking for does not exist.')).toBeVisible();
});

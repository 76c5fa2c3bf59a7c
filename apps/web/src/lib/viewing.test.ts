import { expect, test } from 'vitest';
import { FakeSocket } from '../test/fake-socket.ts';
import { createViewingStore } from './viewing.ts';

function setUp() {
  const socket = new FakeSocket();
  let holds = 0;
  const store = createViewingStore({
    acquire: () => {
      holds += 1;
      return socket.asAppSocket;
    },
    release: () => {
      holds -= 1;
    },
  });
  const sent = () => socket.emitted.filter((e) => e.event === 'viewing').map((e) => e.args[0]);
  return { socket, store, sent, holds: () => holds };
}

test('the server hears the whole set of shown screens as it changes', () => {
  const { socket, store, sent, holds } = setUp();
  socket.fire('connect');
  const hideList = store.show('followers');
  const hideDialog = store.show('followers');
  const hideQueue = store.show('reports');
  expect(holds()).toBe(1);
  hideList();
  hideList();
  hideQueue();
  expect(sent()).toEqual([
    { screens: ['followers'] },
    { screens: ['followers'] },
    { screens: ['followers', 'reports'] },
    { screens: ['followers', 'reports'] },
    { screens: ['followers'] },
  ]);
  hideDialog();
  expect(sent().at(-1)).toEqual({ screens: [] });
  expect(holds()).toBe(0);
});

test('a (re)connection is told what is shown; nothing is sent while disconnected', () => {
  const { socket, store, sent } = setUp();
  const hide = store.show('reports');
  expect(sent()).toEqual([]);
  socket.fire('connect');
  expect(sent()).toEqual([{ screens: ['reports'] }]);
  socket.fire('disconnect');
  socket.fire('connect');
  expect(sent()).toEqual([{ screens: ['reports'] }, { screens: ['reports'] }]);
  hide();
  // Released: a later connection of the shared socket is not this store's business.
  socket.fire('connect');
  expect(sent()).toEqual([{ screens: ['reports'] }, { screens: ['reports'] }, { screens: [] }]);
});

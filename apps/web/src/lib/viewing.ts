import { useEffect } from 'react';
import { VIEWED_SCREENS, type ViewedScreen } from '@tuning/shared/push';
import { acquireSocket, releaseSocket, type AppSocket } from './socket.ts';

/** Where the store finds the socket: the app's one connection (a test hands in its own). */
export interface ViewingSocketSource {
  acquire(): AppSocket;
  release(): void;
}

/**
 * Which screens a push would open are on this tab now (ADR 0024): each shown screen counts its
 * holders (a page and a dialog may both show the follower list), and the server is sent the
 * whole set when it changes and on every (re)connection, so a dropped connection's state is
 * never left behind. The chat needs none of this: its `join` and `leave` say it.
 */
export function createViewingStore(source: ViewingSocketSource) {
  const holders = new Map<ViewedScreen, number>();
  let socket: AppSocket | undefined;

  const screens = () => VIEWED_SCREENS.filter((screen) => (holders.get(screen) ?? 0) > 0);
  const tell = () => {
    if (socket?.connected) socket.emit('viewing', { screens: screens() });
  };

  return {
    /** The screen is shown from now until the returned function is called. */
    show(screen: ViewedScreen): () => void {
      if (!socket) {
        socket = source.acquire();
        socket.on('connect', tell);
      }
      holders.set(screen, (holders.get(screen) ?? 0) + 1);
      tell();
      let shown = true;
      return () => {
        if (!shown) return;
        shown = false;
        holders.set(screen, (holders.get(screen) ?? 1) - 1);
        tell();
        if (screens().length === 0 && socket) {
          socket.off('connect', tell);
          socket = undefined;
          source.release();
        }
      };
    },
    screens,
  };
}

const viewing = createViewingStore({ acquire: acquireSocket, release: releaseSocket });

/** While mounted with a screen, the server holds back the pushes that would open it. */
export function useViewingScreen(screen: ViewedScreen | undefined): void {
  useEffect(() => (screen ? viewing.show(screen) : undefined), [screen]);
}

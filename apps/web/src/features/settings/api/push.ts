import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushSettingsBody, PushState } from '@tuning/shared/push-schemas';
import { api } from '../../../lib/api-client.ts';

export const pushQueryKey = ['push'] as const;

/** `GET /api/push`: whether push is on here, the VAPID key, and the switches. */
export const pushQueryOptions = () =>
  queryOptions({ queryKey: pushQueryKey, queryFn: () => api<PushState>('push') });

export function usePushState() {
  return useQuery(pushQueryOptions());
}

/** `PUT /api/push/settings`: one switch; the answer is the new state. */
export function useChangePushSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PushSettingsBody) =>
      api<PushState>('push/settings', { method: 'PUT', body }),
    onSuccess: (state) => queryClient.setQueryData(pushQueryKey, state),
  });
}

/** The base64url VAPID key as PushManager.subscribe wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type DevicePush = 'unsupported' | 'denied' | 'on' | 'off';

/** This browser's push support and subscription. */
export async function devicePush(): Promise<DevicePush> {
  if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

/**
 * Asks for permission, subscribes with the server's key and stores the subscription. Needs the
 * app's service worker; answers the device's state after.
 */
export async function turnOnDevicePush(publicKey: string): Promise<DevicePush> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await api('push/subscriptions', { method: 'POST', body: subscription.toJSON() });
  return 'on';
}

export async function turnOffDevicePush(): Promise<DevicePush> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await api('push/subscriptions', {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
    });
    await subscription.unsubscribe();
  }
  return 'off';
}

import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { replySnippet } from '@tuning/shared/chat-extras';
import type { AppNotification } from '@tuning/shared/notifications';
import {
  PUSH_KINDS,
  pushTexts,
  type PushKind,
  type PushMessage,
  type PushScreen,
} from '@tuning/shared/push';
import type { PushSettingsBody, PushState } from '@tuning/shared/push-schemas';
import type { UserRole } from '@tuning/shared/safety';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  deleteSubscription,
  forgetEndpoint,
  readOffKinds,
  staffIds,
  subscriptionsWanting,
  upsertSubscription,
  writeOffKinds,
  type StoredSubscription,
} from './push.queries.ts';

/** How long a push service may take to answer one push. */
const SEND_TIMEOUT_MS = 10_000;
/** How long a push waits on the push service for a device that is offline. */
const TTL_SECONDS = 24 * 60 * 60;

/** A new report, as the moderators' push tells it. */
export interface FiledReport {
  reportId: string;
  reason: string;
}

/**
 * Every kind of push, one entry each (ADR 0024): the screen it opens, on which its recipient is not
 * disturbed, and what the device shows. A new kind (private messages) is one entry here, one in
 * PUSH_KINDS and one switch text.
 */
const SENDERS = {
  mention: {
    screen: 'chat',
    message: (n: AppNotification) => chatMessage(n, pushTexts.mention(nameOf(n))),
  },
  reply: {
    screen: 'chat',
    message: (n: AppNotification) => chatMessage(n, pushTexts.reply(nameOf(n))),
  },
  follow: {
    screen: 'followers',
    message: (n: AppNotification) => ({
      title: pushTexts.follow(nameOf(n)),
      body: `@${n.actor.username}`,
      tag: `follow:${n.actor.userId}`,
      url: `/userprofile?userName=${encodeURIComponent(n.actor.username)}`,
    }),
  },
  report: {
    screen: 'reports',
    message: (r: FiledReport) => ({
      title: pushTexts.report,
      body: pushTexts.reportBody(r.reason),
      tag: `report:${r.reportId}`,
      url: '/admin',
    }),
  },
} satisfies Record<PushKind, { screen: PushScreen; message: (about: never) => PushMessage }>;

function nameOf(n: AppNotification): string {
  return n.actor.fullName || `@${n.actor.username}`;
}

function chatMessage(n: AppNotification, title: string): PushMessage {
  return {
    title,
    body: replySnippet(n.snippet ?? ''),
    tag: `chat:${n.messageId ?? n.id}`,
    url: n.messageId ? `/chat?message=${encodeURIComponent(n.messageId)}` : '/chat',
  };
}

export interface PushDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** Undefined: push is off (no VAPID keys configured). */
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /** Whether this person has the screen open now, on any instance (the socket layer knows). */
  isLooking?: (userId: string, screen: PushScreen) => Promise<boolean>;
  /** Sends one encrypted request; tests replace the network. Default: fetch. */
  send?: (request: { endpoint: string; init: RequestInit }) => Promise<{ status: number }>;
}

const defaultSend = async ({ endpoint, init }: { endpoint: string; init: RequestInit }) => {
  const response = await fetch(endpoint, {
    ...init,
    redirect: 'manual',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return { status: response.status };
};

/**
 * Web Push (ADR 0024): devices' subscriptions, each person's switches, and sending. Sending runs
 * after the request or socket event that caused it, never awaited by it; its failures are logged.
 * The instance where a notification is stored sends its push; the database holds every device.
 */
export function createPushService(deps: PushDeps) {
  const { db, log, vapid } = deps;
  const send = deps.send ?? defaultSend;
  const pending = new Set<Promise<void>>();

  function kindsFor(role: UserRole): PushKind[] {
    return PUSH_KINDS.filter((kind) => kind !== 'report' || role !== 'member');
  }

  async function deliver(
    kind: PushKind,
    recipients: { userId: string; message: PushMessage }[],
  ): Promise<void> {
    if (!vapid || recipients.length === 0) return;
    const { screen } = SENDERS[kind];
    const messages = new Map(recipients.map((r) => [r.userId, r.message]));
    const devices = await subscriptionsWanting(db, [...messages.keys()], kind);
    const looking = new Map<string, Promise<boolean>>();
    await Promise.all(
      devices.map(async (device) => {
        let seen = looking.get(device.userId);
        if (!seen) {
          seen = deps.isLooking?.(device.userId, screen) ?? Promise.resolve(false);
          looking.set(device.userId, seen);
        }
        if (await seen) return;
        await sendOne(device, messages.get(device.userId) as PushMessage);
      }),
    );
  }

  async function sendOne(device: StoredSubscription, message: PushMessage): Promise<void> {
    if (!vapid) return;
    try {
      const details = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(message),
        {
          vapidDetails: vapid,
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
          topic: undefined,
        },
      );
      const { status } = await send({
        endpoint: details.endpoint,
        init: {
          method: details.method,
          headers: Object.fromEntries(
            Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
          ),
          body: details.body ?? null,
        },
      });
      if (status === 404 || status === 410) {
        await forgetEndpoint(db, device.endpoint);
      } else if (status < 200 || status > 299) {
        log.warn({ status, host: new URL(device.endpoint).host }, 'a push service refused a push');
      }
    } catch (error) {
      log.warn({ err: error, host: new URL(device.endpoint).host }, 'sending a push failed');
    }
  }

  /** Starts sending and returns at once: the caller is never held up or failed by a push. */
  function detach(work: () => Promise<void>): void {
    if (!vapid) return;
    const running: Promise<void> = work()
      .catch((error: unknown) => log.warn({ err: error }, 'pushing notifications failed'))
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  return {
    enabled: vapid !== undefined,

    async state(userId: string, role: UserRole): Promise<PushState> {
      const off = await readOffKinds(db, userId);
      return {
        enabled: vapid !== undefined,
        publicKey: vapid?.publicKey ?? null,
        settings: Object.fromEntries(kindsFor(role).map((kind) => [kind, !off.includes(kind)])),
      };
    },

    async changeSettings(userId: string, role: UserRole, body: PushSettingsBody) {
      const allowed = kindsFor(role);
      const off = new Set(await readOffKinds(db, userId));
      for (const [kind, on] of Object.entries(body) as [PushKind, boolean][]) {
        if (!allowed.includes(kind)) throw new AppError('FORBIDDEN', 'Moderators only');
        if (on) off.delete(kind);
        else off.add(kind);
      }
      await writeOffKinds(db, userId, [...off].sort());
      return this.state(userId, role);
    },

    async subscribe(userId: string, subscription: StoredSubscription): Promise<void> {
      if (!vapid) throw new AppError('CONFLICT', pushTexts.off);
      await upsertSubscription(db, userId, subscription);
    },

    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      await deleteSubscription(db, userId, endpoint);
    },

    /**
     * Pushes for notifications just stored (mentions, replies, follows); others are ignored, and
     * so are a private conversation's (issue 34): a push for them is its own kind, not yet here,
     * and a room push would open the group chat.
     */
    notified(deliveries: readonly { recipientId: string; notification: AppNotification }[]): void {
      detach(async () => {
        for (const kind of ['mention', 'reply', 'follow'] as const) {
          const recipients = deliveries
            .filter((d) => d.notification.kind === kind && !d.notification.conversationId)
            .map((d) => ({
              userId: d.recipientId,
              message: SENDERS[kind].message(d.notification),
            }));
          await deliver(kind, recipients);
        }
      });
    },

    /** A new report: every moderator and admin who wants it, except whoever filed it. */
    reportFiled(reporterId: string, report: FiledReport): void {
      detach(async () => {
        const message = SENDERS.report.message(report);
        const staff = (await staffIds(db)).filter((id) => id !== reporterId);
        await deliver(
          'report',
          staff.map((userId) => ({ userId, message })),
        );
      });
    },

    /** Resolves when the pushes started so far are done (on close, and in tests). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;

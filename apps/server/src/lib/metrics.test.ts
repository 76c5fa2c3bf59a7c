import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, expect, test } from 'vitest';
import { CHAT_RATE_LIMIT, newMessageId } from '@tuning/shared/chat';
import { loadConfig } from '../config.ts';
import { createUser } from '../../test/fixtures.ts';
import type { ChatClient } from '../../test/socket-client.ts';
import { historyPage, joinedUser, listen, send } from '../../test/socket-room.ts';
import { appPerTest } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { createMetrics, startMetricsServer } from './metrics.ts';
import { call } from '../../test/http.ts';

const open = appPerTest();

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const TOKEN = 'a-scrape-token-of-some-length';

async function scrape(port: number, token?: string) {
  return fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** The value of one series line, e.g. `tuning_chat_messages_stored_total`. */
function value(body: string, series: string): number | undefined {
  const line = body.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

test('off by default: no METRICS_PORT, and the app itself answers no metrics route', async () => {
  expect(loadConfig({}).metrics).toBeUndefined();
  expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({
    port: 9464,
    host: '127.0.0.1',
    token: undefined,
  });
  expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toThrow(
    /METRICS_TOKEN/,
  );
  const t = await open();
  for (const url of ['/metrics', '/api/metrics']) {
    const response = await call(t.app, 'GET', url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('tuning_');
  }
});

test('the metrics port refuses a scrape without the token and counts what the app did', async () => {
  const metrics = createMetrics({ processMetrics: true });
  const t = await open({ metrics });
  const baseUrl = await listen(t.app);
  const server = await startMetricsServer(metrics, { port: 0, host: '127.0.0.1', token: TOKEN });
  cleanup.push(() => server.close());

  expect((await scrape(server.port)).status).toBe(401);
  expect((await scrape(server.port, `${TOKEN}x`)).status).toBe(401);
  expect((await fetch(`http://127.0.0.1:${server.port}/other`)).status).toBe(404);

  // A page load, a chat message (with its history page) and a character reply.
  const [ann, ben] = [await createUser(t.database.db), await createUser(t.database.db)];
  const page = await fetch(`${baseUrl}/api/currentuser`, { headers: { cookie: ann.cookie } });
  expect(page.status).toBe(200);
  const sockets: ChatClient[] = [];
  cleanup.push(() => {
    for (const socket of sockets) socket.close();
  });
  const a = await joinedUser(baseUrl, ann, sockets);
  await joinedUser(baseUrl, ben, sockets);
  expect((await historyPage(a)).ok).toBe(true);
  // The send limit counts in fixed windows: a burst that straddles two could pass one more than
  // the limit, so it starts in the first half of a window.
  const intoWindow = Date.now() % CHAT_RATE_LIMIT.windowMs;
  if (intoWindow > CHAT_RATE_LIMIT.windowMs / 2) {
    await delay(CHAT_RATE_LIMIT.windowMs - intoWindow + 20);
  }
  const sends = await Promise.all(
    Array.from({ length: CHAT_RATE_LIMIT.max + 1 }, (_, index) =>
      send(a, { message: `hello ${index}`, messageId: newMessageId(ann.id) }),
    ),
  );
  expect(sends.filter((ack) => ack.received)).toHaveLength(CHAT_RATE_LIMIT.max);
  const reply = await fetch(`${baseUrl}/api/tyson-response`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.config.publicUrl, cookie: ann.cookie },
    body: JSON.stringify({ message: 'hi Tyson', conversationHistory: [] }),
  });
  expect(reply.status).toBe(200);

  const response = await scrape(server.port, TOKEN);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  const body = await response.text();
  expect(
    value(
      body,
      'tuning_http_request_duration_seconds_count{method="GET",route="/api/currentuser",status="200"}',
    ),
  ).toBe(1);
  expect(value(body, 'tuning_socket_connections')).toBe(2);
  expect(value(body, 'tuning_socket_joins_total')).toBe(2);
  expect(value(body, 'tuning_people_online')).toBe(2);
  expect(value(body, 'tuning_chat_messages_stored_total')).toBe(CHAT_RATE_LIMIT.max);
  expect(value(body, 'tuning_chat_messages_delivered_total')).toBe(2 * CHAT_RATE_LIMIT.max);
  expect(value(body, 'tuning_chat_history_page_seconds_count')).toBe(1);
  expect(value(body, 'tuning_rate_limit_refusals_total{limit="chat send"}')).toBe(1);
  expect(
    value(body, 'tuning_character_reply_seconds_count{provider="offline-persona-engine"}'),
  ).toBe(1);
  expect(body).toContain('nodejs_eventloop_lag_seconds');
  expect(body).toContain('nodejs_gc_duration_seconds');
  if (testDbKind === 'postgres') {
    expect(value(body, 'tuning_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(value(body, 'tuning_db_query_seconds_count')).toBeGreaterThan(0);
  }
});

test('the Grafana dashboard charts only series the app exports', async () => {
  const dashboard = await import('../../../../deploy/monitoring/grafana/dashboards/tuning.json', {
    with: { type: 'json' },
  });
  const charted = new Set(
    [
      ...JSON.stringify(dashboard.default).matchAll(/\b(tuning_[a-z_]+?)(_bucket|_count|_sum)?\b/g),
    ].map((match) => match[1]),
  );
  const exported = new Set(
    createMetrics()
      .registry.getMetricsAsArray()
      .map((metric) => metric.name),
  );
  expect(charted.size).toBeGreaterThan(8);
  expect([...charted].filter((name) => !exported.has(name!))).toEqual([]);
});

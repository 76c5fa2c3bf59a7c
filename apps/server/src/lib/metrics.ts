import http from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What an operator watches (Prometheus, `deploy/prometheus.yml`): request latency, sockets,
 * messages, history pages, the database pool, character replies and refusals, plus the process's
 * own (event-loop lag, GC, memory) from prom-client's defaults when served. One registry per app,
 * so two apps in one process (tests) do not share counts. Loaded only when metrics are served
 * (server.ts): prom-client stays out of a server that does not serve them.
 */
export function createMetrics(options: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  // Event-loop lag, GC, memory, handles: timers and observers of their own, so only when served.
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  // Every series is named and explained, and registered in this app's registry only.
  type Options<L extends string> = { labelNames?: readonly L[]; buckets?: number[] };
  const counter = <L extends string = never>(name: string, help: string, options?: Options<L>) =>
    new Counter<L>({ name, help, ...options, registers });
  const gauge = <L extends string = never>(name: string, help: string, options?: Options<L>) =>
    new Gauge<L>({ name, help, ...options, registers });
  const histogram = <L extends string = never>(name: string, help: string, options?: Options<L>) =>
    new Histogram<L>({ name, help, ...options, registers });
  const refreshers = new Set<() => void>();
  return {
    registry,
    /** Sets the gauges read from elsewhere (pool, sockets), then renders every series. */
    async scrape(): Promise<string> {
      for (const refresh of refreshers) refresh();
      return registry.metrics();
    },
    /** Runs before each scrape: for gauges read from their source instead of kept up to date. */
    beforeScrape(refresh: () => void): () => void {
      refreshers.add(refresh);
      return () => refreshers.delete(refresh);
    },
    httpDuration: histogram(
      'tuning_http_request_duration_seconds',
      'HTTP requests by route pattern, method and status',
      {
        labelNames: ['method', 'route', 'status'],
        buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
      },
    ),
    socketConnections: gauge(
      'tuning_socket_connections',
      'Open Socket.IO connections on this instance',
    ),
    socketJoins: counter('tuning_socket_joins_total', 'Sockets that joined the group chat'),
    peopleOnline: gauge(
      'tuning_people_online',
      'People online in the group chat, on every instance, as this one knows it',
    ),
    messagesStored: counter(
      'tuning_chat_messages_stored_total',
      'Group chat messages stored (and broadcast) by this instance',
    ),
    messagesDelivered: counter(
      'tuning_chat_messages_delivered_total',
      'Group chat messages sent to this instance’s sockets (one per socket)',
    ),
    historyDuration: histogram(
      'tuning_chat_history_page_seconds',
      'Chat history pages served over the socket',
      { buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1] },
    ),
    dbQueryDuration: histogram(
      'tuning_db_query_seconds',
      'Database statements (PostgreSQL), from send to answer',
      { buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 3] },
    ),
    dbPool: gauge(
      'tuning_db_pool_connections',
      'PostgreSQL pool connections by state (total, idle, waiting callers)',
      { labelNames: ['state'] },
    ),
    characterReplyDuration: histogram(
      'tuning_character_reply_seconds',
      'Character replies, whole reply, by provider',
      { labelNames: ['provider'], buckets: [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60] },
    ),
    characterReplyFailures: counter(
      'tuning_character_reply_failures_total',
      'Character replies that failed or were cut short, by provider',
      { labelNames: ['provider'] },
    ),
    refusals: counter(
      'tuning_rate_limit_refusals_total',
      'Requests and chat sends refused by a rate limit, by what was limited',
      { labelNames: ['limit'] },
    ),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Constant-time comparison of a presented bearer token with the configured one. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const presented = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/**
 * `GET /metrics` on a port of its own (METRICS_PORT), never on the app's: nothing about the
 * server's insides is public. With METRICS_TOKEN set, a scrape must send it as a bearer token.
 */
export async function startMetricsServer(
  metrics: Pick<Metrics, 'scrape' | 'registry'>,
  options: { port: number; host: string; token?: string },
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    if (options.token && !tokenMatches(request.headers.authorization, options.token)) {
      response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    metrics
      .scrape()
      .then((body) =>
        response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      )
      .catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the server reads its own numbers from when /metrics is scraped. */
export interface MetricSources {
  openEventStreams(): number;
  backups(): { made: number; failed: number; lastBackupAt: Date | undefined };
}

export interface ServerMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  queryDuration: Histogram;
}

/**
 * One registry per app (tests build many), holding Node's own numbers (event-loop delay, memory,
 * garbage collection) and the server's: requests, database time, event streams, backups.
 */
export function createServerMetrics(sources: MetricSources): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'messmate_http_request_duration_seconds',
    help: 'HTTP requests by route pattern and status, with how long each took',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const queryDuration = new Histogram({
    name: 'messmate_db_query_duration_seconds',
    help: 'Database statements, with how long each took',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'messmate_event_streams_open',
    help: 'Notification event streams open on this instance',
    registers: [registry],
    collect() {
      this.set(sources.openEventStreams());
    },
  });
  new Counter({
    name: 'messmate_backups_total',
    help: 'Backups this process made since it started, by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      const { made, failed } = sources.backups();
      this.reset();
      this.inc({ outcome: 'made' }, made);
      this.inc({ outcome: 'failed' }, failed);
    },
  });
  new Gauge({
    name: 'messmate_backup_age_seconds',
    help: 'Seconds since the last backup this process made or found in BACKUP_DIR (-1: none yet)',
    registers: [registry],
    collect() {
      const last = sources.backups().lastBackupAt;
      this.set(last ? (Date.now() - last.getTime()) / 1000 : -1);
    },
  });
  return { registry, requestDuration, queryDuration };
}

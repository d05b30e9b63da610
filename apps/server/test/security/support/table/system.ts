import type { MatrixCase } from '../matrix-case';
import { everyone } from '../outcomes';
import { get } from './requests';

/** Health and the API docs: open to everyone; metrics: for the monitoring system only. */
export const SYSTEM_ROWS: MatrixCase[] = [
  // Off without METRICS_TOKEN (test/ops/metrics.test.ts covers it with a token).
  { route: 'GET /metrics', label: 'metrics, off', request: get('/metrics'), expect: everyone(404) },
  { route: 'GET /api/health', label: 'health', request: get('/api/health'), expect: everyone(200) },
  ...['', '/', '/static/swagger-initializer.js', '/json', '/yaml'].map((path): MatrixCase => ({
    route: `GET /api/docs${path}`,
    label: `API docs ${path || '(root)'}`,
    request: get(`/api/docs${path}`),
    expect: everyone(200),
  })),
  {
    route: 'GET /api/docs/static/index.html',
    label: 'API docs page, sent on to the docs root',
    request: get('/api/docs/static/index.html'),
    expect: everyone(302),
  },
  {
    route: 'GET /api/docs/static/*',
    label: 'API docs assets',
    request: get('/api/docs/static/swagger-ui.css'),
    expect: everyone(200),
  },
];

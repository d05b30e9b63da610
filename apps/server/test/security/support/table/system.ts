import type { MatrixCase } from '../matrix-case';
import { everyone } from '../outcomes';
import { get } from './requests';

/** Health and the API docs: open to everyone. */
export const SYSTEM_ROWS: MatrixCase[] = [
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

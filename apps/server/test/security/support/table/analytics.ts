import type { MatrixCase } from '../matrix-case';
import { adminOnly, signedIn } from '../outcomes';
import { get } from './requests';

/**
 * Analytics: the kitchen's for admins; a resident's own for Platinum members only. No actor of
 * the matrix holds Platinum (test/analytics/me.test.ts shows a Platinum member's 200), so every
 * signed-in caller here is refused with 403.
 */
export const ANALYTICS_ROWS: MatrixCase[] = [
  {
    route: 'GET /api/analytics/kitchen',
    label: "the kitchen's analytics",
    request: get('/api/analytics/kitchen?from=2025-01-01&to=2025-01-31'),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/analytics/me',
    label: 'my meal analytics (Platinum only)',
    request: get('/api/analytics/me'),
    expect: signedIn(403),
  },
];

import { buildApp, type App } from '../../src/app';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startLocalPushService, type LocalPushService } from './local-push-service';

/**
 * Two instances on one database, as behind a load balancer, both sending to the local push
 * service: what the once-only sends (a publication, a reminder) are proven against.
 */
export async function startTwoInstancesWithPush(): Promise<{
  pushService: LocalPushService;
  t: TestApp;
  other: App;
  close: () => Promise<void>;
}> {
  const pushService = await startLocalPushService();
  const t = await createTestApp({ TEST_CLOCK_HEADER: 'true' }, { pushAgent: pushService.agent });
  const other = await buildApp({
    env: t.env,
    database: t.database,
    logger: false,
    pushAgent: pushService.agent,
  });
  await other.ready();
  const close = async () => {
    await other.close();
    await t.close();
    await pushService.close();
  };
  return { pushService, t, other, close };
}

import path from 'node:path';
import { startBenchServer, type RunningServer } from '../api/bench-server';
import { adminCookie, signedInCookie } from './sign-in';

/** The admin the bench server makes at its start, for the kitchen's pages. */
const BENCH_ADMIN = { email: 'bench-admin@example.test', password: 'bench admin password 1' };

export type BenchPage = [name: string, pathname: string, headers: Record<string, string>];

/**
 * The seeded product serving `distDir`, and the pages the web benches open: the visitor's, a
 * resident's (signed in) and the kitchen's (as the admin).
 */
export async function startSeededProduct(
  port: number,
  work: string,
  distDir: string,
): Promise<{ server: RunningServer; publicUrl: string; pages: BenchPage[] }> {
  // Lighthouse opens localhost: a secure context, as the product's HTTPS address would be.
  const publicUrl = `http://localhost:${port}`;
  const server = await startBenchServer(port, {
    DATA_DIR: path.join(work, 'data'),
    WEB_DIST_DIR: distDir,
    SEED_DEMO: 'true',
    PUBLIC_URL: publicUrl,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  });
  try {
    const cookie = await signedInCookie(server.baseUrl, publicUrl);
    const admin = await adminCookie(server.baseUrl, publicUrl, BENCH_ADMIN);
    const meals = (await (await fetch(`${server.baseUrl}/api/meals?limit=1`)).json()) as {
      _id: string;
    }[];
    const mealId = meals[0]?._id;
    if (!mealId) throw new Error('The seeded product has no meals');
    const pages: BenchPage[] = [
      ['home', '/', {}],
      ['meals', '/meals', {}],
      ['meal details', `/meals/${mealId}`, {}],
      ['checkout (signed in)', '/checkout/silver', { Cookie: cookie }],
      ['menu', '/menu', {}],
      ['my week (signed in)', '/dashboard/my-week', { Cookie: cookie }],
      ['kitchen (admin)', '/dashboard/admin/kitchen', { Cookie: admin }],
      ['analytics (admin)', '/dashboard/admin/analytics', { Cookie: admin }],
    ];
    return { server, publicUrl, pages };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

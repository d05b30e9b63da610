import { supportMessages, supportThreads } from '../../../../src/db/schema';
import type { MatrixCase } from '../matrix-case';
import type { Outcome } from '../outcomes';
import { signedIn } from '../outcomes';
import type { World } from '../world';

/** The owner's thread, holding the world's marker; made in the database (the daily limit is the API's). */
async function ownerThread(world: World): Promise<string> {
  const [row] = await world.db
    .insert(supportThreads)
    .values({
      userId: world.ownerId(),
      topic: 'food',
      subject: `Thread ${world.marker}`,
      priority: 'standard',
      authorBadge: 'Silver',
      communityDay: '2000-01-01',
      waitingSince: new Date(),
    })
    .returning({ id: supportThreads.id });
  if (!row) throw new Error('thread insert returned nothing');
  await world.db.insert(supportMessages).values({
    threadId: row.id,
    authorId: world.ownerId(),
    authorName: 'Silver Sadia',
    fromKitchen: false,
    body: `Message ${world.marker}`,
  });
  return row.id;
}

/** The author and admins; any other student is told the thread does not exist. */
const authorOrAdmin = (status: number): Outcome => ({
  anonymous: 401,
  bronze: 404,
  silver: status,
  other: 404,
  admin: status,
});

/** Support threads: every signed-in person may open one; only the author and admins see it. */
export const SUPPORT_ROWS: MatrixCase[] = [
  {
    route: 'POST /api/support/threads',
    label: 'open a support thread',
    request: () => ({
      method: 'POST',
      url: '/api/support/threads',
      payload: { topic: 'other', subject: 'A question', message: 'Hello kitchen' },
    }),
    expect: signedIn(201),
  },
  {
    route: 'GET /api/support/threads',
    label: 'support threads: own, or all for admins',
    request: async (world) => {
      await ownerThread(world);
      return { method: 'GET', url: '/api/support/threads' };
    },
    expect: signedIn(200),
  },
  {
    route: 'GET /api/support/threads/:id',
    label: "the owner's thread",
    request: async (world) => ({
      method: 'GET',
      url: `/api/support/threads/${await ownerThread(world)}`,
    }),
    expect: authorOrAdmin(200),
  },
  {
    route: 'POST /api/support/threads/:id/messages',
    label: "reply in the owner's thread",
    request: async (world) => ({
      method: 'POST',
      url: `/api/support/threads/${await ownerThread(world)}/messages`,
      payload: { message: 'A reply' },
    }),
    expect: authorOrAdmin(201),
  },
  {
    route: 'PATCH /api/support/threads/:id',
    label: "close the owner's thread",
    request: async (world) => ({
      method: 'PATCH',
      url: `/api/support/threads/${await ownerThread(world)}`,
      payload: { status: 'closed' },
    }),
    expect: authorOrAdmin(200),
  },
];

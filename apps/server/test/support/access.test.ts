import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportMessages, supportThreads } from '../../src/db/schema';
import { signedInAs, type SignedIn } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SLOW_MACHINE } from '../requests/slow-machine';
import { listThreads, openedThread, openThread, readThread, reply, setStatus } from './helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.app, { role: 'admin', name: 'Kitchen Admin' });
}, SLOW_MACHINE.timeout * 2);
afterAll(() => t.close());

const rowCounts = async () => ({
  threads: await t.db.$count(supportThreads),
  messages: await t.db.$count(supportMessages),
});

describe('who may read and write a support thread', SLOW_MACHINE, () => {
  it('tells a visitor to sign in for every call, and changes nothing', async () => {
    const author = await signedInAs(t.app);
    const thread = await openedThread(t.app, author);
    const before = await rowCounts();
    const answers = [
      await openThread(t.app, undefined, { topic: 'food', subject: 'Hi', message: 'Hello' }),
      await listThreads(t.app, undefined),
      await readThread(t.app, undefined, thread._id),
      await reply(t.app, undefined, thread._id, 'Me too'),
      await setStatus(t.app, undefined, thread._id, 'closed'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Please sign in to contact the kitchen.');
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('lets the author read, reply and close their own thread', async () => {
    const author = await signedInAs(t.app, { name: 'Rafi' });
    const thread = await openedThread(t.app, author, { message: 'Plate missing' });
    expect(thread).toMatchObject({ status: 'open', author: { name: 'Rafi' } });
    expect(thread.messages).toMatchObject([{ body: 'Plate missing', fromKitchen: false }]);
    expect((await readThread(t.app, author, thread._id)).statusCode).toBe(200);
    const again = await reply(t.app, author, thread._id, 'Still missing');
    expect(again.statusCode).toBe(201);
    expect(again.json().messages).toHaveLength(2);
    const closed = await setStatus(t.app, author, thread._id, 'closed');
    expect(closed.json()).toMatchObject({ status: 'closed' });
  });

  it('answers 404 to another resident for reading, replying and closing, and changes nothing', async () => {
    const author = await signedInAs(t.app);
    const neighbour = await signedInAs(t.app, { badge: 'Platinum' });
    const thread = await openedThread(t.app, author);
    const before = await rowCounts();
    for (const res of [
      await readThread(t.app, neighbour, thread._id),
      await reply(t.app, neighbour, thread._id, 'Let me in'),
      await setStatus(t.app, neighbour, thread._id, 'closed'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'THREAD_NOT_FOUND',
        message: 'Support thread not found.',
      });
    }
    expect(await rowCounts()).toEqual(before);
    const mine = (await listThreads(t.app, neighbour)).json<{ _id: string }[]>();
    expect(mine.map((row) => row._id)).not.toContain(thread._id);
    expect((await readThread(t.app, author, thread._id)).json().status).toBe('open');
  });

  it('lets an admin read every thread, answer, close and reopen; a resident cannot reopen', async () => {
    const author = await signedInAs(t.app);
    const thread = await openedThread(t.app, author);
    const all = (await listThreads(t.app, admin)).json<{ _id: string }[]>();
    expect(all.map((row) => row._id)).toContain(thread._id);
    const answered = await reply(t.app, admin, thread._id, 'Sorry! Fresh rice tomorrow.');
    expect(answered.json()).toMatchObject({ status: 'answered' });
    expect(answered.json().messages[1]).toMatchObject({
      fromKitchen: true,
      authorName: 'Kitchen Admin',
    });
    expect((await setStatus(t.app, admin, thread._id, 'closed')).json().status).toBe('closed');

    const refused = await setStatus(t.app, author, thread._id, 'open');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REOPEN_ADMIN_ONLY');
    const late = await reply(t.app, author, thread._id, 'One more thing');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This thread is closed. Open a new one to ask again.');
    expect((await readThread(t.app, author, thread._id)).json().messages).toHaveLength(2);

    expect((await setStatus(t.app, admin, thread._id, 'open')).json().status).toBe('open');
    expect((await reply(t.app, author, thread._id, 'One more thing')).statusCode).toBe(201);
  });

  it('keeps messages as the text written: markup is stored and answered as is', async () => {
    const author = await signedInAs(t.app);
    const markup = '<img src=x onerror=alert(1)> & <b>bold</b>';
    const thread = await openedThread(t.app, author, { message: markup });
    expect((await readThread(t.app, author, thread._id)).json().messages[0].body).toBe(markup);
  });

  it('refuses an empty message, one over 4,000 characters and an unknown topic, storing nothing', async () => {
    const author = await signedInAs(t.app);
    const before = await rowCounts();
    const cases: [Record<string, unknown>, string][] = [
      [{ topic: 'food', subject: 'Rice', message: '   ' }, 'Write a message.'],
      [
        { topic: 'food', subject: 'Rice', message: 'x'.repeat(4001) },
        'A message can be at most 4,000 characters.',
      ],
      [
        { topic: 'weather', subject: 'Rice', message: 'Hi' },
        'Choose a topic: food, request, payment, account, other.',
      ],
      [{ topic: 'food', subject: '', message: 'Hi' }, 'Write a subject.'],
    ];
    for (const [payload, message] of cases) {
      const res = await openThread(t.app, author, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const ok = await openedThread(t.app, author, { message: 'x'.repeat(4000) });
    expect(ok.messages[0]?.body).toHaveLength(4000);
    expect(await rowCounts()).toEqual({
      threads: before.threads + 1,
      messages: before.messages + 1,
    });
  });
});

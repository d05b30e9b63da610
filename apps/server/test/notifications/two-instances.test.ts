import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationEventSchema } from '@messmate/shared';
import { buildApp, type App } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { createMeal } from '../factories/meals';
import { signedInAs } from '../factories/users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { requestMeal, serveRequest } from '../requests/helpers';
import { openStream, type OpenedStream } from './sse-client';

/**
 * Two app instances on one database, as behind a load balancer: on PostgreSQL each has its
 * own pool and LISTEN connection; on PGlite both share the one embedded database.
 */
let first: TestApp;
let second: App;
let secondDatabase: DatabaseHandle | undefined;
let secondUrl: string;
const opened: OpenedStream[] = [];

beforeAll(async () => {
  first = await createTestApp();
  const url = first.database.pool?.options.connectionString;
  secondDatabase = url ? await openDatabase({ kind: 'postgres', url, poolSize: 5 }) : undefined;
  second = await buildApp({
    env: first.env,
    database: secondDatabase ?? first.database,
    logger: false,
  });
  await second.listen({ port: 0, host: '127.0.0.1' });
  secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  opened.forEach((stream) => stream.close());
  await second.close();
  await secondDatabase?.close();
  await first.close();
});

describe('two instances on one database', () => {
  it(`delivers a meal served on one instance to the resident's stream on the other (${process.env.TEST_DB_KIND})`, async () => {
    const admin = await signedInAs(first.app, { role: 'admin' });
    const resident = await signedInAs(first.app, { badge: 'Silver' });
    const neighbour = await signedInAs(first.app, { badge: 'Silver' });
    const meal = await createMeal(first.db, { title: 'Khichuri' });
    const asked = await requestMeal(first.app, resident, { mealId: meal.id });
    expect(asked.statusCode).toBe(201);

    const residentStream = await openStream(
      `${secondUrl}/api/notifications/stream`,
      resident.headers,
    );
    const neighbourStream = await openStream(
      `${secondUrl}/api/notifications/stream`,
      neighbour.headers,
    );
    opened.push(residentStream, neighbourStream);
    await residentStream.next((event) => event.event === 'unread');
    await neighbourStream.next((event) => event.event === 'unread');

    const served = await serveRequest(
      first.app,
      asked.json<{ insertedId: string }>().insertedId,
      admin,
    );
    expect(served.statusCode).toBe(200);

    const event = await residentStream.next((e) => e.event === 'notification');
    expect(NotificationEventSchema.parse(JSON.parse(event.data))).toMatchObject({
      notification: {
        kind: 'request_served',
        body: 'Khichuri has been served. Enjoy your meal!',
        link: `/meals/${meal.id}`,
      },
      unread: 1,
    });
    // The neighbour hears nothing of it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(neighbourStream.events.map((e) => e.event)).toEqual(['unread']);
  });
});

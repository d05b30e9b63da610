import { SUCCESS_CARD } from '../../../payments/helpers';
import type { MatrixCase } from '../matrix-case';
import { everyone, ownerOnly, ownerOrAdmin, signedIn } from '../outcomes';
import { get, NOT_OWNERS } from './requests';

/** Payments and notifications. */
export const MONEY_ROWS: MatrixCase[] = [
  {
    route: 'GET /api/payment-config',
    label: 'card processor',
    request: get('/api/payment-config'),
    expect: everyone(200),
  },
  {
    route: 'POST /api/create-payment-intent',
    label: 'start paying',
    request: () => ({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { plan: 'gold', amount: 39900 },
    }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/payment-intents/:id/confirm',
    label: "confirm the owner's intent",
    request: async (world) => {
      const intent = await world.ownerIntent();
      return {
        method: 'POST',
        url: `/api/payment-intents/${intent.paymentIntentId}/confirm`,
        payload: { clientSecret: intent.clientSecret, card: SUCCESS_CARD },
      };
    },
    expect: ownerOnly(200, { bronze: 404, other: 404, admin: 404 }),
  },
  {
    route: 'POST /api/payments',
    label: "record the owner's payment",
    request: async (world) => {
      const intent = await world.ownerPaidIntent();
      return {
        method: 'POST',
        url: '/api/payments',
        payload: {
          package: intent.plan,
          amount: intent.amount / 100,
          transactionId: intent.paymentIntentId,
        },
      };
    },
    expect: ownerOnly(201, {}),
  },
  {
    route: 'GET /api/payments',
    label: 'own payments',
    request: get('/api/payments'),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/payments',
    label: "the owner's payments by ?email=",
    request: (world) =>
      get(`/api/payments?email=${encodeURIComponent(world.people.silver.user.email)}`)(),
    expect: ownerOrAdmin(200),
  },
  {
    route: 'POST /api/payments/webhook',
    label: 'Stripe webhook with Stripe off',
    request: () => ({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: { type: 'payment_intent.succeeded' },
    }),
    expect: everyone(404),
  },
  {
    route: 'GET /api/notifications',
    label: 'own notifications',
    request: get('/api/notifications'),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/notifications',
    label: "the owner's notification as a cursor",
    request: async (world) => get(`/api/notifications?cursor=${await world.ownerNotification()}`)(),
    expect: ownerOnly(200, { bronze: 400, other: 400, admin: 400 }),
  },
  {
    route: 'GET /api/notifications/unread-count',
    label: 'own unread count',
    request: get('/api/notifications/unread-count'),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/notifications/stream',
    label: 'own live stream',
    request: get('/api/notifications/stream'),
    expect: signedIn(200),
    stream: true,
  },
  {
    route: 'PATCH /api/notifications/:id/read',
    label: "mark the owner's notification read",
    request: async (world) => ({
      method: 'PATCH',
      url: `/api/notifications/${await world.ownerNotification()}/read`,
    }),
    expect: ownerOnly(200, { bronze: 404, other: 404, admin: 404 }),
  },
  {
    route: 'POST /api/notifications/read',
    label: "mark the owner's notifications read by id",
    request: async (world) => ({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: [await world.ownerNotification()] },
    }),
    expect: signedIn(200),
    unchangedFor: NOT_OWNERS,
  },
  {
    route: 'POST /api/notifications/read-all',
    label: 'mark all own read',
    request: () => ({ method: 'POST', url: '/api/notifications/read-all', payload: {} }),
    expect: signedIn(200),
  },
];

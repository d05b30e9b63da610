import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
  cancellation_reason?: string | null;
}

export interface FakeStripe {
  /** Give this to STRIPE_API_BASE. */
  url: string;
  intents: Map<string, FakeIntent>;
  /** Every request the fake saw, for asserting what the server asked Stripe. */
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

/** Payment methods Stripe's test mode understands, with the outcome it scripts for each. */
const TEST_PAYMENT_METHODS: Record<string, { code: string; message: string } | null> = {
  pm_card_visa: null,
  pm_card_chargeDeclined: { code: 'card_declined', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: {
    code: 'card_declined',
    message: 'Your card has insufficient funds.',
  },
};

const CANCELLABLE = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
  'processing',
]);

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(new URLSearchParams(text)));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  });
  response.end(JSON.stringify(body));
}

const stripeError = (type: string, message: string, extra: Record<string, unknown> = {}) => ({
  error: { type, message, ...extra },
});

/** Stripe's refusal to cancel or confirm an intent whose status does not allow it. */
function refuseInItsState(
  response: ServerResponse,
  action: 'cancel' | 'confirm',
  intent: FakeIntent,
) {
  return send(
    response,
    400,
    stripeError(
      'invalid_request_error',
      `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`,
      { code: 'payment_intent_unexpected_state' },
    ),
  );
}

function createIntent(form: URLSearchParams): FakeIntent {
  const id = `pi_fake_${randomBytes(12).toString('hex')}`;
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return {
    id,
    object: 'payment_intent',
    amount: Number(form.get('amount')),
    currency: form.get('currency') ?? '',
    status: 'requires_payment_method',
    client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
    description: form.get('description'),
    metadata,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
  };
}

/** A small stand-in for Stripe's PaymentIntents API, enough for the official client to talk to. */
export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const requests: FakeStripe['requests'] = [];

  const server = createServer(async (request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const method = request.method ?? 'GET';
    requests.push({ method, path });
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(response, 401, stripeError('invalid_request_error', 'Invalid API Key provided.'));
    }
    const form = await readForm(request);
    if (method === 'POST' && path === '/v1/payment_intents') {
      const intent = createIntent(form);
      intents.set(intent.id, intent);
      return send(response, 200, intent);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm|\/cancel)?$/.exec(path);
    const intent = match?.[1] ? intents.get(match[1]) : undefined;
    if (!match || !intent) {
      return send(
        response,
        404,
        stripeError('invalid_request_error', `No such payment_intent: '${match?.[1] ?? ''}'`, {
          code: 'resource_missing',
        }),
      );
    }
    if (method === 'GET' && !match[2]) return send(response, 200, intent);
    if (method === 'POST' && match[2] === '/cancel') {
      if (!CANCELLABLE.has(intent.status)) {
        return refuseInItsState(response, 'cancel', intent);
      }
      intent.status = 'canceled';
      intent.cancellation_reason = form.get('cancellation_reason');
      return send(response, 200, intent);
    }
    if (method === 'POST' && match[2]) {
      if (intent.status !== 'requires_payment_method') {
        return refuseInItsState(response, 'confirm', intent);
      }
      const outcome = TEST_PAYMENT_METHODS[form.get('payment_method') ?? ''];
      if (outcome === undefined)
        return send(response, 400, stripeError('invalid_request_error', 'No such PaymentMethod.'));
      if (outcome)
        return send(
          response,
          402,
          stripeError('card_error', outcome.message, { code: outcome.code }),
        );
      intent.status = 'succeeded';
      return send(response, 200, intent);
    }
    return send(
      response,
      405,
      stripeError('invalid_request_error', `${method} is not supported here.`),
    );
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}

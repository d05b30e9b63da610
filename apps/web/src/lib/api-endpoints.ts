import type { AccountEndpoints } from './api-endpoints/account';
import type { AdminEndpoints } from './api-endpoints/admin';
import type { AnalyticsEndpoints } from './api-endpoints/analytics';
import type { MessBoardEndpoints } from './api-endpoints/board';
import type { MealEndpoints } from './api-endpoints/meals';
import type { PaymentEndpoints } from './api-endpoints/payments';
import type { RequestEndpoints } from './api-endpoints/requests';

export type { QueryValue } from './api-endpoints/schema-types';

/**
 * Every call the web app makes, as 'METHOD /path' (relative to /api; `:name` is a path
 * parameter), with its query, body and answer, as the server's route schemas declare them.
 */
export interface ApiEndpoints
  extends
    AccountEndpoints,
    AdminEndpoints,
    MealEndpoints,
    RequestEndpoints,
    MessBoardEndpoints,
    AnalyticsEndpoints,
    PaymentEndpoints {}

export type Endpoint = keyof ApiEndpoints;
export type Answer<E extends Endpoint> = ApiEndpoints[E]['answer'];

/** The `:name` parts of an endpoint's path. */
type ParamName<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type Params<E extends Endpoint> = [ParamName<E>] extends [never]
  ? unknown
  : { params: Record<ParamName<E>, string> };

/** What a call passes besides the endpoint: its path parameters, query and body. */
export type RequestOptions<E extends Endpoint> = Omit<ApiEndpoints[E], 'answer'> & Params<E>;

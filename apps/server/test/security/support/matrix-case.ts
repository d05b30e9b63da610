import type { Outcome } from './outcomes';
import type { ActorName, World } from './world';

export interface CaseRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object | FormData;
  headers?: Record<string, string>;
}

/** One call of one route, made by every actor, with the status each must get. */
export interface MatrixCase {
  /** The route as the server declares it: 'PATCH /api/reviews/:id'. */
  route: string;
  label: string;
  /** Builds the call afresh for each actor (new objects, so calls never share state). */
  request(world: World, actor: ActorName): Promise<CaseRequest> | CaseRequest;
  expect: Outcome;
  /** Actors whose success must still change nothing: ids that are not theirs are ignored. */
  unchangedFor?: readonly ActorName[];
  /** Tables a refusal may rightly touch (better-auth's per-address rate limit counter). */
  mayTouch?: readonly string[];
  /** The answer is an endless event stream: read the status, then hang up. */
  stream?: boolean;
}

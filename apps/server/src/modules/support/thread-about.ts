import type { CreateSupportThreadBody } from '@messmate/shared';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { supportRepository } from './repository';
import { WORDINGS } from '../../lib/wordings';

interface About {
  mealId: string | null;
  requestId: string | null;
  aboutTitle: string | null;
}

/**
 * What a new thread is about: a meal that exists, and a request of the author's own (anyone
 * else's is answered as missing). A request brings its meal and title along.
 */
export async function resolveAbout(
  tx: Executor,
  authorId: string,
  body: Pick<CreateSupportThreadBody, 'mealId' | 'requestId'>,
): Promise<About> {
  let about: About = { mealId: null, requestId: null, aboutTitle: null };
  if (body.requestId) {
    const request = await supportRepository.findRequest(tx, body.requestId);
    if (!request || request.userId !== authorId) {
      throw notFound(WORDINGS.requestNotFound, 'REQUEST_NOT_FOUND');
    }
    about = { mealId: request.mealId, requestId: body.requestId, aboutTitle: request.title };
  }
  if (body.mealId) {
    const title = await supportRepository.findMealTitle(tx, body.mealId);
    if (title === undefined) throw notFound(WORDINGS.mealNotFound, 'MEAL_NOT_FOUND');
    about = { ...about, mealId: body.mealId, aboutTitle: about.aboutTitle ?? title };
  }
  return about;
}

import { field, type Answer } from './api-client';
import { buyPlan, mealBody, PLAN_ORDER, type Community, type Resident } from './community';
import type { Journal, ReviewState } from './journal';

const pick = <T>(items: readonly T[]): T | undefined =>
  items[Math.floor(Math.random() * items.length)];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let sequence = 0;

const acked = (journal: Journal, answer: Answer, ...ok: number[]) => {
  const yes = ok.includes(answer.status);
  if (yes) journal.acknowledged += 1;
  return yes;
};

async function residentStep(community: Community, me: Resident, journal: Journal) {
  const roll = Math.random();
  const meal = pick(community.meals) ?? '';
  if (roll < 0.3) {
    const liked = Math.random() < 0.6;
    await journal.mealLikes.track(
      `${me.id}:${meal}`,
      false,
      () =>
        liked
          ? me.client.call('PATCH', `/api/meals/${meal}`, { likes: 1 })
          : me.client.call('DELETE', `/api/meals/${meal}/like`),
      (answer) => (acked(journal, answer, 200) ? field<boolean>(answer.body, 'liked') : undefined),
    );
  } else if (roll < 0.45) {
    const review = {
      content: `Review ${(sequence += 1)}`,
      rating: 1 + Math.floor(Math.random() * 5),
    };
    const answer = await me.client.call('POST', `/api/meals/${meal}/review`, review);
    if (!acked(journal, answer, 201)) return;
    const id = field<string>(answer.body, 'insertedId');
    journal.reviews.set(id, review);
    me.reviews.push(id);
  } else if (roll < 0.55) {
    const id = pick(me.reviews);
    if (!id) return;
    const edit = Math.random() < 0.7;
    const review = {
      content: `Edited ${(sequence += 1)}`,
      rating: 1 + Math.floor(Math.random() * 5),
    };
    await journal.reviews.track(
      id,
      'deleted',
      () =>
        me.client.call(edit ? 'PATCH' : 'DELETE', `/api/reviews/${id}`, edit ? review : undefined),
      (answer): ReviewState | undefined =>
        acked(journal, answer, 200) ? (edit ? review : 'deleted') : undefined,
    );
  } else if (roll < 0.72) {
    const answer = await me.client.call('POST', '/api/serve-meals', { mealId: meal });
    if (!acked(journal, answer, 201)) return;
    const id = field<string>(answer.body, 'insertedId');
    journal.requests.set(id, 'pending');
    me.requests.push(id);
  } else if (roll < 0.78) {
    const id = pick(me.requests);
    if (!id) return;
    await journal.requests.track(
      id,
      'pending',
      () => me.client.call('DELETE', `/api/serve-meals/${id}`),
      (answer) => (acked(journal, answer, 200) ? 'cancelled' : undefined),
    );
  } else if (roll < 0.96) {
    const upcoming = pick(community.upcoming) ?? '';
    await journal.upcomingLikes.track(
      `${me.id}:${upcoming}`,
      false,
      () => me.client.call('PATCH', `/api/upcoming-meals/like/${upcoming}`, {}),
      (answer) => (acked(journal, answer, 200, 409) ? true : undefined),
    );
  } else if (me.badge !== 'Platinum') {
    await buyPlan(me, PLAN_ORDER[PLAN_ORDER.indexOf(me.badge) + 1] ?? 'Platinum', journal);
  }
}

async function adminStep(community: Community, journal: Journal) {
  const roll = Math.random();
  const admin = community.admin;
  if (roll < 0.6) {
    const pending = journal.requests.certain().filter(([, state]) => state === 'pending');
    const [id] = pick(pending) ?? [];
    if (!id) return;
    await journal.requests.track(
      id,
      'pending',
      () => admin.call('PATCH', `/api/serve-meals/${id}`),
      (answer) => (acked(journal, answer, 200) ? 'delivered' : undefined),
    );
  } else if (roll < 0.75) {
    const answer = await admin.call(
      'POST',
      '/api/upcoming-meals',
      mealBody(community.image, (sequence += 1)),
    );
    if (acked(journal, answer, 201))
      community.upcoming.push(field<string>(answer.body, 'insertedId'));
  } else if (roll < 0.85) {
    const id = pick(community.upcoming.slice(0, -2));
    if (!id) return;
    await journal.published.track(
      id,
      undefined,
      () => admin.call('POST', `/api/upcoming-meals/publish/${id}`),
      (answer) =>
        acked(journal, answer, 200) ? field<string>(answer.body, 'insertedId') : undefined,
    );
  } else {
    const answer = await admin.call(
      'POST',
      '/api/admin/meals',
      mealBody(community.image, (sequence += 1)),
    );
    if (acked(journal, answer, 201)) community.meals.push(field<string>(answer.body, 'insertedId'));
  }
}

/** Every resident and the admin writing at once, step after step, until `stop` fires. */
export async function runLoad(community: Community, journal: Journal, stop: AbortSignal) {
  const loop = async (step: () => Promise<void>) => {
    while (!stop.aborted) {
      try {
        await step();
      } catch {
        // The server is gone (killed): calls fail until the load is stopped.
        await pause(20);
      }
    }
  };
  await Promise.all([
    ...community.residents.map((me) => loop(() => residentStep(community, me, journal))),
    loop(() => adminStep(community, journal)),
  ]);
}

import type { MealCategory } from '@messmate/shared';
import { notificationTextsInEvery } from '@messmate/shared/notification-texts-bn';
import type { Executor } from '../../db/client';
import { notifyEach } from './notify';
import { notificationsRepository } from './repository';

/**
 * Tells everyone who has requested a meal of this category before that a new one is on the
 * menu, at most once per person per calendar day in the community's time zone. The day's
 * check is part of the recipients query, and a lock queues concurrent additions, so two meals
 * added at the same moment still make one notification each.
 */
export async function notifyCategoryRequesters(
  tx: Executor,
  meal: { id: string; title: string; category: MealCategory },
  timeZone: string,
): Promise<number> {
  const text = notificationTextsInEvery.newMealInCategory(meal);
  await notificationsRepository.lockKind(tx, text.en.kind);
  const recipients = await notificationsRepository.categoryRequestersNotToldToday(
    tx,
    meal,
    text.en.kind,
    timeZone,
  );
  return notifyEach(tx, recipients, text);
}

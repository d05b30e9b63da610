import type { Badge, MealCategory, PlanName } from './constants';
import { MESSAGES } from './messages';
import { paths } from './paths';
import type { NotificationKind } from './schemas/notification';

/** What a person reads in the bell: the event's kind, its words and the page it opens. */
export interface NotificationText {
  kind: NotificationKind;
  title: string;
  /** One or two short sentences. */
  body: string;
  /** A page of the app (from `paths`), or null when there is nothing to open. */
  link: string | null;
}

/** Every notification the server writes, worded here and linked to pages through `paths`. */
export const notificationTexts = {
  /** To the resident whose request an admin served; a deleted meal links to their requests. */
  /** `mealTitleBn`, the meal's Bangla title if it has one, is for the Bangla words only. */
  requestServed(request: {
    mealId: string | null;
    mealTitle: string;
    mealTitleBn?: string | null;
  }): NotificationText {
    return {
      kind: 'request_served',
      title: 'Your meal is served',
      body: `${request.mealTitle} has been served. Enjoy your meal!`,
      link: request.mealId ? paths.meal(request.mealId) : paths.dashboard.requests,
    };
  },

  /** To every admin when a resident requests a meal. */
  newRequest(request: { requesterName: string; mealTitle: string }): NotificationText {
    const who = request.requesterName.trim() || 'A resident';
    return {
      kind: 'new_request',
      title: 'New meal request',
      body: `${who} requested ${request.mealTitle}. It is waiting on Serve Meals.`,
      link: paths.admin.serveMeal,
    };
  },

  /** Replaces newRequest in the admins' bells once the resident cancelled: nothing to serve. */
  requestCancelled(request: { requesterName: string; mealTitle: string }): NotificationText {
    const who = request.requesterName.trim() || 'A resident';
    return {
      kind: 'new_request',
      title: 'Meal request cancelled',
      body: `${who} cancelled their request for ${request.mealTitle}. There is nothing to serve.`,
      link: null,
    };
  },

  /**
   * Replaces every admin notification about a request once its resident deleted their account:
   * their name goes with them, and nothing is left to serve.
   */
  requestOfFormerResident(request: { mealTitle: string }): NotificationText {
    return {
      kind: 'new_request',
      title: 'Meal request closed',
      body: `A former resident's request for ${request.mealTitle} is closed: they deleted their account. There is nothing to serve.`,
      link: null,
    };
  },

  /** Replaces newRequest in the admins' bells once an admin served it. */
  requestHandled(request: {
    requesterName: string;
    mealTitle: string;
    servedBy: string;
  }): NotificationText {
    const who = request.requesterName.trim() || 'A resident';
    return {
      kind: 'new_request',
      title: 'Meal request served',
      body: `${who}'s request for ${request.mealTitle} was served by ${request.servedBy.trim() || 'an admin'}.`,
      link: paths.admin.serveMeal,
    };
  },

  /** To the buyer of a plan: `raised` when the badge went up to it (a badge is never lowered). */
  badgeActivated(purchase: { plan: PlanName; raised: boolean; badge: Badge }): NotificationText {
    return {
      kind: 'membership_activated',
      title: MESSAGES.packageActivated(purchase.plan),
      body: purchase.raised
        ? `Your badge is now ${purchase.plan}. Thank you!`
        : `Payment received. You keep your ${purchase.badge} badge, which already includes everything in ${purchase.plan}.`,
      link: paths.dashboard.profile,
    };
  },

  /** To everyone who liked an upcoming meal, once it is published as `mealId`. */
  upcomingPublished(meal: { mealId: string; title: string }): NotificationText {
    return {
      kind: 'upcoming_published',
      title: 'An upcoming meal you liked is on the menu',
      body: `${meal.title} is now on the menu. Enjoy!`,
      link: paths.meal(meal.mealId),
    };
  },

  /** To residents who requested a meal of this category before. */
  newMealInCategory(meal: { id: string; title: string; category: MealCategory }): NotificationText {
    const category = meal.category.toLowerCase();
    return {
      kind: 'new_meal_in_category',
      title: `New on the ${category} menu`,
      body: `${meal.title} was just added. You have requested ${category} before, so it may suit you.`,
      link: paths.meal(meal.id),
    };
  },

  /** To the resident when the kitchen answers their thread. */
  supportReply(thread: { id: string; subject: string }): NotificationText {
    return {
      kind: 'support_reply',
      title: 'The kitchen answered you',
      body: `There is a reply to "${thread.subject}".`,
      link: paths.dashboard.supportThread(thread.id),
    };
  },

  /** To every admin when a resident opens a thread; `priority` for a Gold or Platinum author. */
  supportThreadOpened(thread: {
    id: string;
    subject: string;
    authorName: string;
    priority: boolean;
  }): NotificationText {
    const who = thread.authorName.trim() || 'A resident';
    return {
      kind: 'support_thread_opened',
      title: thread.priority ? 'New priority support thread' : 'New support thread',
      body: `${who} asks: "${thread.subject}".`,
      link: paths.admin.supportThread(thread.id),
    };
  },

  /** To every admin when a resident writes again in their thread. */
  supportResidentReply(thread: {
    id: string;
    subject: string;
    authorName: string;
  }): NotificationText {
    const who = thread.authorName.trim() || 'A resident';
    return {
      kind: 'support_resident_reply',
      title: 'A resident wrote again',
      body: `${who} replied in "${thread.subject}".`,
      link: paths.admin.supportThread(thread.id),
    };
  },
};

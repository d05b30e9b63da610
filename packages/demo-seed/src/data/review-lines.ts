/** How a resident felt about a meal; picks the review's words and its stars. */
export type Mood = 'love' | 'ok' | 'meh';

/** Review sentences in the voice of hostel students; {dish} is the meal's nickname. */
export const REVIEW_BODIES: Record<Mood, readonly string[]> = {
  love: [
    "Honestly the best {dish} I've had outside home.",
    'The {dish} was darun today, bhai.',
    'Came for the {dish} and went back for seconds.',
    '{Dish} like this is the only reason I survive lab week.',
    "The {dish} tasted exactly like my nani's.",
    'Perfect spice, not too oily, and the {dish} was still hot.',
    'Joss {dish}! Our whole table went quiet.',
    "I'd pay double for this {dish}, don't tell the dining office.",
    'The smell of the {dish} reached the third floor before I did.',
    'Best {dish} on campus, no debate.',
    'Had the {dish} after a 3-hour viva and felt human again.',
  ],
  ok: [
    'Pretty good {dish}, could use a little more salt.',
    'Decent {dish} for the price.',
    'The {dish} was tasty but the portion felt smaller than last week.',
    'Good, not great. The {dish} needs a bit more masala.',
    'Solid {dish} when you are broke at the end of the month.',
    'Onek bhalo, but the {dish} was a little too jhal for me.',
    'Consistent {dish}: nothing fancy, just honest food.',
    'Liked the {dish}; came a bit late so it was lukewarm.',
  ],
  meh: [
    'The {dish} was too oily today, bhai. Please go easy on the tel.',
    'The {dish} was cold by the time I reached the counter.',
    'Expected more flavour from the {dish} for this price.',
    'The {dish} was a bit bland this time; last month it was much better.',
    'Had to wait twenty minutes for the {dish}.',
  ],
};

export const REVIEW_CLOSERS: Record<Mood, readonly string[]> = {
  love: [
    'Ekdom perfect.',
    'Mama, please never change the recipe.',
    'Pet bhore khelam. 10/10.',
    'Worth every taka.',
    'Queue was long but totally worth it.',
    'Already planning to come back tomorrow.',
    'Thank you to the kitchen team!',
    'My roommate is jealous.',
  ],
  ok: [
    'Would order again.',
    'Keep a glass of water ready.',
    'Fine for a weekday.',
    'Still better than Maggi in the room.',
  ],
  meh: ['Hoping it is better next time.', 'Not bad, not great.', 'Please sort out the queue.'],
};

import { defineMessages } from '@/lib/i18n';

// What Home shows of the meals: the hero, the sections and their cards. The meals list and a
// meal's page keep theirs in list/ and details/, so Home's first load carries none of them.
export const mealsText = defineMessages('meals', {
  homeTitle: 'MessMate · Hostel meals, every day',
  heroEyebrow: 'Your hostel mess, online',
  heroTitle: 'Welcome to MessMate,',
  heroTitleEnd: 'come hungry!',
  heroTagline: 'Explore, rate, and enjoy delicious hostel meals every day.',
  heroThreeSittings: 'Breakfast, lunch & dinner',
  heroRated: 'Rated by residents',
  heroRequest: 'Request your plate',
  heroImage: 'A steel thali with rice, dal, curry, vegetables, roti and salad',
  searchLabel: 'Search meals',
  searchPlaceholder: 'Search meals...',
  search: 'Search',
  howEyebrow: 'How it works',
  howTitle: 'From menu to plate in three steps',
  browseTitle: 'Browse the menu',
  browseText:
    'See every breakfast, lunch and dinner the mess serves, with prices, ingredients and honest reviews.',
  likeTitle: 'Like and review',
  likeText:
    'Join for free to like the dishes you enjoy and tell the kitchen what to cook more often.',
  requestText:
    'Silver, Gold and Platinum members request meals ahead, so a hot plate is waiting when you arrive.',
  byCategoryTitle: 'Meals by Category 🍱',
  byCategoryIntro: 'The most liked dishes of every sitting, straight from the mess kitchen.',
  categoriesLabel: 'Meal categories',
  // The tabs' words: short, so the four fit a phone's width in Bangla too.
  allMeals: 'All Meals',
  noMealsYet: 'No meals on the menu yet',
  noCategoryYet: 'No {category} on the menu yet',
  checkBackSoon: 'The kitchen adds new dishes often. Check back soon.',
  price: 'Price: {price}',
  rating: 'Rating: {rating, number}',
  details: 'Details',
  ofMeal: ' of {title}',
  viewDetails: 'View Details',
  lovedEyebrow: 'Resident favourites',
  lovedTitle: '❤️ Most Loved Meals',
  lovedIntro: 'The dishes residents keep coming back for, ranked by likes.',
  noFavourites: 'No favourites yet',
  noFavouritesText: 'Like the meals you enjoy and they will show up here.',
  likes: 'likes',
});

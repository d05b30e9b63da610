import { defineMessages } from '@/lib/i18n';

// The meals list's own words (Home shares its search words and All Meals, in ../messages.ts).
export const listText = defineMessages('mealList', {
  title: 'Meals · MessMate',
  intro: 'Every dish the mess serves. Search by name, pick a sitting or set your budget.',
  filterLabel: 'Filter meals',
  category: 'Category',
  allCategories: 'All Categories',
  minPrice: 'Min price (৳)',
  maxPrice: 'Max price (৳)',
  anyPrice: 'Any',
  clearFilters: 'Clear filters',
  loading: 'Loading...',
  noMatch: 'No meals match your filters',
  noMatchText: 'Try another word, a different category or a wider price range.',
  listLabel: 'Meals',
  loadMore: 'Load more meals',
});

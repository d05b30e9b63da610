// The analytics feature's public surface: the two pages' contents (charts load with them only).
export { KitchenAnalyticsView } from './components/kitchen-analytics-view';
export { MyAnalyticsView } from './components/my-analytics-view';
export { analyticsText } from './lib/messages';
export { kitchenAnalyticsText } from './kitchen/messages';

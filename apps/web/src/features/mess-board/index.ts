// The mess board's public surface: the menu, the resident's week, and the kitchen's pages.
export { TodayMenu } from './components/today-menu';
export { MenuWeeks } from './components/menu-weeks';
export { MyWeek } from './components/my-week';
export { weekText } from './week/messages';
export { MenuPlanner } from './components/menu-planner';
export { plannerText } from './planner/messages';
export { KitchenPage } from './components/kitchen-page';
export { kitchenText } from './kitchen/messages';
export { MessSettingsPage } from './components/mess-settings-page';
export { settingsText } from './settings/messages';
export { useCommunityClock } from './hooks/use-community-clock';

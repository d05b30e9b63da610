import { ACCOUNT_ROWS } from './table/accounts';
import { ANALYTICS_ROWS } from './table/analytics';
import { ADMIN_TOOL_ROWS } from './table/admin-tools';
import { MEAL_PAGE_ROWS } from './table/meal-page';
import { MEAL_ROWS } from './table/meals';
import { MENU_NEWS_ROWS } from './table/menu-news';
import { MESS_BOARD_ROWS } from './table/mess-board';
import { MONEY_ROWS } from './table/money';
import { PICKUP_ROWS } from './table/pickup';
import { PUSH_ROWS } from './table/push';
import { SUPPORT_ROWS } from './table/support';
import { SYSTEM_ROWS } from './table/system';
import type { MatrixCase } from './matrix-case';

/**
 * THE authorization matrix: every API route the server serves, called by a visitor, a
 * Bronze student, the Silver student who owns the objects, another Silver student and an
 * admin, with the status each must get. Kept in parts by area; a route the server
 * serves without a row here fails the matrix test.
 */
export const AUTHORIZATION_TABLE: readonly MatrixCase[] = [
  ...SYSTEM_ROWS,
  ...ACCOUNT_ROWS,
  ...MEAL_ROWS,
  ...MEAL_PAGE_ROWS,
  ...ADMIN_TOOL_ROWS,
  ...MONEY_ROWS,
  ...SUPPORT_ROWS,
  ...ANALYTICS_ROWS,
  ...PICKUP_ROWS,
  ...PUSH_ROWS,
  ...MESS_BOARD_ROWS,
  ...MENU_NEWS_ROWS,
];

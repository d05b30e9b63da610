// The admin feature's public surface (users and the admin's own numbers).
export { adminKeys } from './api/query-keys';
export { useMealsCount } from './api/get-meals-count';
export { ManageUsers } from './components/manage-users';
export { usersText } from './messages';

// The notifications feature's public surface: the bell (its panel loads on first open).
export { NotificationBell } from './components/notification-bell';

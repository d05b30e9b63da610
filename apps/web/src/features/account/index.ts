// The account feature's public surface: who is signed in, sign-in and sign-up, the account menus.
export { AuthProvider } from './components/auth-provider';
export { useAuth } from './hooks/use-auth';
export { useLogout } from './hooks/use-logout';
export { useGoogleReturn } from './hooks/use-google-return';
export { dashboardPathFor, joinPathFrom } from './lib/after-sign-in';
export { AccountArea } from './components/account-area';
export { MobileAccountItems } from './components/mobile-account-items';
export { BadgePill } from './components/badge-pill';
export { ProfileCard } from './components/profile-card';
export { JoinTabs } from './components/join-tabs';
export { SignedInNotice } from './components/signed-in-notice';
export { WelcomePanel } from './components/welcome-panel';

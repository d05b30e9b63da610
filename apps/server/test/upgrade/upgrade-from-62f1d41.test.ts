import { upgradeFrom } from './release-upgrade';

// The release at main 62f1d41 (migrations up to 0009): its demo community, filled through its
// API by that day's fill-a-release.ts (README.md beside this file says how it was made).
upgradeFrom('62f1d41');

// The support desk's public surface: the pages' contents and the links that open a thread.
export { AskKitchenLink } from './components/ask-kitchen-link';
export { SupportDesk } from './components/support-desk';
export { SupportQueue } from './components/support-queue';
export { ThreadView } from './components/thread-view';
export { statusFrom, topicFrom } from './lib/labels';
export type { ThreadAbout } from './components/new-thread-form';
export { supportText } from './desk/messages';

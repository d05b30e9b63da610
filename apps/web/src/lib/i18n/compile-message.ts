// The one door to the ICU parser: the build compiles every message ahead and swaps this module for
// one that refuses (build/precompile-messages.ts), so only tests and the dev server parse.
export { compileMessage } from '@lingui/message-utils/compileMessage';

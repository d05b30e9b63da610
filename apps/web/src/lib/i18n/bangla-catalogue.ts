import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

// JSON in tests and the dev server; compiled by the build (build/precompile-messages.ts).
export type Catalogue = Record<string, string | CompiledMessage>;

// Every part of the app keeps its Bangla beside its English (`messages.bn.json`). Read here at
// once, they make one chunk, which only a Bangla reader downloads (load-catalogue.ts imports this
// module lazily): one request, not one per part. docs/decisions/0031-bangla-with-lingui.md
const parts = import.meta.glob<Catalogue>('../../**/messages.bn.json', {
  import: 'default',
  eager: true,
});

export const banglaCatalogue: Catalogue = Object.assign({}, ...Object.values(parts));

// The texts both sides share, in the same chunk.
export { MESSAGES_BN } from '@messmate/shared/messages-bn';
export { SHORT_SITTING_NAMES_BN, SITTING_NAMES_BN } from '@messmate/shared/sitting-names';

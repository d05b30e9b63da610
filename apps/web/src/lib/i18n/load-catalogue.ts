import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from '@messmate/shared/constants';
import { loadSharedBangla } from './shared-messages';
import { compileCatalogue } from './translate';

// JSON in tests and the dev server; compiled by the build (build/precompile-messages.ts).
type Catalogue = Record<string, string | CompiledMessage>;

// Every part of the app keeps its Bangla beside its English (`messages.bn.json`); Vite makes them
// chunks that only a Bangla reader downloads. docs/decisions/0031-bangla-with-lingui.md
const bangla = import.meta.glob<Catalogue>('../../**/messages.bn.json', { import: 'default' });

const loaded = new Map<Language, Promise<ReturnType<typeof compileCatalogue>>>();

async function loadAll(): Promise<ReturnType<typeof compileCatalogue>> {
  const [parts] = await Promise.all([
    Promise.all(Object.values(bangla).map((load) => load())),
    loadSharedBangla(),
  ]);
  return compileCatalogue(Object.assign({}, ...parts) as Catalogue);
}

/** The language's whole catalogue, compiled, loaded once. */
export function loadCatalogue(language: Language): Promise<ReturnType<typeof compileCatalogue>> {
  let catalogue = loaded.get(language);
  if (!catalogue) {
    catalogue = language === 'bn' ? loadAll() : Promise.resolve({});
    loaded.set(language, catalogue);
  }
  return catalogue;
}

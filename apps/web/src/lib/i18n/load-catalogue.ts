import type { Language } from '@messmate/shared/constants';
import { loadSharedBangla } from './shared-messages';
import { compileCatalogue } from './translate';

const loaded = new Map<Language, Promise<ReturnType<typeof compileCatalogue>>>();

// One lazy chunk holds every part's Bangla (bangla-catalogue.ts): an English page loads none.
// docs/decisions/0031-bangla-with-lingui.md
async function loadAll(): Promise<ReturnType<typeof compileCatalogue>> {
  const [{ banglaCatalogue }] = await Promise.all([
    import('./bangla-catalogue'),
    loadSharedBangla(),
  ]);
  return compileCatalogue(banglaCatalogue);
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

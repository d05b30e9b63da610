export { defineMessages, type MessageDescriptor } from './define-messages';
export { t, type MessageValues } from './translate';
export { languageStore, type LanguageState } from './language-store';
export { useLanguage } from './use-language';
export { intlLocale, dateFormat, numberFormat } from './intl-locale';
export { RichText } from './rich-text';
export { messages, sittingName } from './shared-messages';
export { mealTextFor, mealTitleFor } from './meal-text';

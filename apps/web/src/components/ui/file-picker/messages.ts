import { defineMessages } from '@/lib/i18n';

// The file picker's own words: the browser's button and note follow the browser's language,
// not the reader's choice.
export const filePickerText = defineMessages('filePicker', {
  choose: 'Choose File',
  noneChosen: 'No file chosen',
});

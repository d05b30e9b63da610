import { defineMessages } from '@/lib/i18n';

export const peopleText = defineMessages('people', {
  formerResident: 'Former resident',
});

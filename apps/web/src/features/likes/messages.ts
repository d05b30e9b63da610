import { defineMessages } from '@/lib/i18n';

export const likeText = defineMessages('like', {
  like: 'Like',
  liked: 'Liked',
  count: '{count, plural, one {like} other {likes}}',
});

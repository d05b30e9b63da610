import { BOARD_MESSAGES } from './board-messages';
import { MENU_NEWS_MESSAGES } from './menu-news-texts';
import { MESSAGES } from './messages';
import { MESSAGES_BN } from './messages-bn';
import { PICKUP_MESSAGES } from './pickup-messages';
import { CARD_MESSAGES } from './schemas/card';
import { IMAGE_UPLOAD_MESSAGES } from './schemas/image';
import {
  BOARD_MESSAGES_BN,
  CARD_MESSAGES_BN,
  IMAGE_UPLOAD_MESSAGES_BN,
  MENU_NEWS_MESSAGES_BN,
  PICKUP_MESSAGES_BN,
} from './server-messages-bn';
import { bilingual } from './wording';

/** The shared catalogues as the server writes them: every entry in English and Bangla. */
export const WORDS = {
  messages: bilingual(MESSAGES, MESSAGES_BN),
  board: bilingual(BOARD_MESSAGES, BOARD_MESSAGES_BN),
  pickup: bilingual(PICKUP_MESSAGES, PICKUP_MESSAGES_BN),
  image: bilingual(IMAGE_UPLOAD_MESSAGES, IMAGE_UPLOAD_MESSAGES_BN),
  card: bilingual(CARD_MESSAGES, CARD_MESSAGES_BN),
  menuNews: bilingual(MENU_NEWS_MESSAGES, MENU_NEWS_MESSAGES_BN),
};

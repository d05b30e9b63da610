/** Gradient stops (centre → edge) for every food surface, named for what they colour. */
export const FOOD_TONES = {
  rice: ['#fffef9', '#f6efdf', '#ddd0b4'],
  khichuri: ['#f7d264', '#e2a72f', '#b57a18'],
  bhunaKhichuri: ['#d9a04a', '#b9792c', '#86521a'],
  biryani: ['#f8e6bd', '#eab868', '#c48637'],
  tehari: ['#f6d782', '#dfa848', '#ab742b'],
  polao: ['#fffaea', '#f5e7c2', '#dccb9c'],
  panta: ['#e9dcc4', '#d8c6a4', '#b39470'],
  dal: ['#f5cf55', '#e2a92f', '#b67a1b'],
  curryRed: ['#cf5a22', '#a23a13', '#6c210a'],
  curryBrown: ['#9a5226', '#6f3216', '#43200d'],
  curryMustard: ['#efc33f', '#d49a22', '#9f6811'],
  curryPale: ['#eee2a8', '#d4c37c', '#a99653'],
  curryMalai: ['#f6d28f', '#e6a75a', '#b97432'],
  chola: ['#c17e42', '#935a28', '#5e3714'],
  halim: ['#d2a45c', '#ad7a3a', '#7a5022'],
  firni: ['#fff6da', '#f6e0ac', '#d9b77a'],
  bharta: ['#f4dc96', '#e6c36e', '#c49a45'],
  tea: ['#d39a62', '#ae7139', '#7c4a21'],
  tamarind: ['#9a4a22', '#723214', '#4a1f0a'],
  molasses: ['#b4692a', '#8a4514', '#5a2a0a'],
} as const;

export type FoodTone = keyof typeof FOOD_TONES;

export const PIECE_TONES = {
  chicken: ['#dc8445', '#aa4f1f', '#6e2c0e'],
  chickenRoast: ['#c8501f', '#923113', '#5a1a08'],
  mutton: ['#a84e26', '#743416', '#45200c'],
  beef: ['#a5532a', '#6e3016', '#3e170a'],
  fish: ['#f6cf94', '#dd9a52', '#a2602a'],
  fishMustard: ['#fbe6b0', '#eec46a', '#c98f2a'],
  potato: ['#fbe08e', '#eab650', '#c07f2a'],
  paratha: ['#f4d08f', '#dfa85f', '#b27434'],
  puri: ['#fad58a', '#e09c42', '#a8601e'],
  luchi: ['#fffaf0', '#f7e4b8', '#d8b377'],
  fried: ['#f2c063', '#d6922f', '#9c5e18'],
  maslaEgg: ['#f6b46a', '#dc7a30', '#9a4414'],
  shingara: ['#eeb45a', '#cc8330', '#8a4c14'],
  eggWhite: ['#ffffff', '#f6f2ea', '#ddd5c6'],
  yolk: ['#ffd84d', '#f6a623', '#d9820e'],
  lemon: ['#fff48a', '#f3d337', '#c6a212'],
  prawn: ['#ff9a5c', '#ea6a33', '#b8441c'],
  chickpea: ['#e2b478', '#c08a4c', '#855a2a'],
  pitha: ['#fffcf4', '#f1e9d6', '#cfc1a2'],
  patishapta: ['#fbe9c4', '#efcf94', '#c99a5a'],
} as const;

export type PieceTone = keyof typeof PIECE_TONES;

export const GARNISH = {
  coriander: ['#4f9a2f', '#3b7f22', '#6cb33e', '#2f6a1a'],
  chilliGreen: '#3f8f24',
  chilliGreenDark: '#2a6516',
  chilliRed: '#c2261b',
  onion: '#b8527a',
  onionLight: '#f0c9d9',
  friedOnion: ['#8a4514', '#a65a1c', '#6e3410', '#b86c28'],
  cumin: '#5a3d1e',
  cucumber: '#6f9e3a',
  cucumberFlesh: '#e4f0c2',
  tomato: '#d63a22',
  ginger: '#f0d9a0',
  pistachio: '#8cb04a',
  almond: '#f2e2c4',
  saffron: '#e8651c',
} as const;

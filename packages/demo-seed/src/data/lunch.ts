import { lemonAndChilli, pieces, salad } from './art-kit';
import type { DemoMeal } from './types';

export const LUNCH_MEALS: readonly DemoMeal[] = [
  {
    title: 'Chicken Biryani',
    category: 'Lunch',
    price: 150,
    nickname: 'biryani',
    kitchen: 'karim',
    appeal: 0.97,
    description:
      'Kalijira rice layered with chicken, potato and a boiled egg, dum-cooked with saffron, rose water and fried onion. Comes with a cucumber-onion salad and a lemon wedge. Thursday lunch only, so come early.',
    ingredients: [
      'Kalijira rice',
      'Chicken',
      'Potato',
      'Egg',
      'Yoghurt',
      'Fried onion',
      'Saffron',
      'Ghee',
      'Rose water',
      'Biryani masala',
    ],
    art: {
      surface: 'teak',
      items: [
        {
          at: [360, 300],
          r: 255,
          vessel: { plate: 'white' },
          inside: [
            {
              at: [320, 290],
              r: 180,
              food: {
                kind: 'rice',
                style: 'biryani',
                pieces: [pieces('potato', 1, 0.28), pieces('egg-half', 1, 0.24)],
                toppings: ['fried-onion', 'coriander'],
              },
            },
            { at: [280, 350], r: 70, angle: -160, food: { kind: 'drumstick' } },
            ...salad(470, 420),
          ],
        },
        ...lemonAndChilli(690, 120, 40),
      ],
      steam: [[320, 170, 150]],
    },
  },
  {
    title: 'Beef Tehari',
    category: 'Lunch',
    price: 140,
    nickname: 'tehari',
    kitchen: 'meghna',
    appeal: 0.93,
    description:
      'Old Dhaka-style tehari: small cubes of beef cooked right into mustard-oil rice with green chillies and whole spices. Heavy on flavour, easy on the pocket.',
    ingredients: [
      'Chinigura rice',
      'Beef',
      'Mustard oil',
      'Green chilli',
      'Onion',
      'Cardamom',
      'Cinnamon',
      'Yoghurt',
    ],
    art: {
      surface: 'slate',
      items: [
        {
          at: [340, 310],
          r: 255,
          vessel: { plate: 'steel' },
          inside: [
            {
              at: [320, 300],
              r: 185,
              food: {
                kind: 'rice',
                style: 'tehari',
                pieces: [pieces('beef', 9, 0.11)],
                toppings: ['chilli-rings', 'fried-onion'],
              },
            },
            { at: [250, 150], r: 70, angle: 10, food: { kind: 'chilli-split' } },
          ],
        },
        { at: [680, 450], r: 95, vessel: { plate: 'white' }, inside: salad(650, 430) },
        ...lemonAndChilli(690, 150, -30),
      ],
      steam: [[330, 190, 140]],
    },
  },
  {
    title: 'Morog Polao',
    category: 'Lunch',
    price: 180,
    nickname: 'morog polao',
    kitchen: 'shapla',
    appeal: 0.88,
    description:
      'Fragrant white polao cooked in ghee with a whole chicken leg braised in a yoghurt-cashew korma on top, plus a boiled egg. Wedding food, served on a Tuesday.',
    ingredients: [
      'Chinigura rice',
      'Chicken',
      'Ghee',
      'Yoghurt',
      'Cashew paste',
      'Egg',
      'Cardamom',
      'Raisins',
      'Fried onion',
    ],
    art: {
      surface: 'oak',
      items: [
        {
          at: [360, 305],
          r: 255,
          vessel: { plate: 'white' },
          inside: [
            {
              at: [330, 300],
              r: 180,
              food: { kind: 'rice', style: 'polao', toppings: ['fried-onion'] },
            },
            { at: [330, 300], r: 72, angle: -25, food: { kind: 'drumstick' } },
            { at: [440, 390], r: 40, food: { kind: 'egg-half' } },
          ],
        },
        ...lemonAndChilli(690, 460, 15),
      ],
      steam: [[330, 200, 140]],
    },
  },
  {
    title: 'Rui Fish Curry with Rice',
    category: 'Lunch',
    price: 110,
    nickname: 'rui curry',
    kitchen: 'padma',
    appeal: 0.64,
    description:
      'Two thick steaks of rui fried in mustard oil and simmered with potato in a light cumin-tomato jhol. Served with a plate of steaming white rice, like at home.',
    ingredients: [
      'Rui fish',
      'Potato',
      'Tomato',
      'Cumin',
      'Turmeric',
      'Mustard oil',
      'Green chilli',
      'Rice',
    ],
    art: {
      surface: 'gingham-blue',
      items: [
        {
          at: [285, 350],
          r: 225,
          vessel: { plate: 'enamel' },
          inside: [{ at: [260, 345], r: 140, food: { kind: 'rice', style: 'white' } }],
        },
        {
          at: [610, 210],
          r: 165,
          vessel: { bowl: 'steel' },
          food: {
            kind: 'gravy',
            tone: 'curryRed',
            oily: true,
            pieces: [pieces('rui', 2, 0.42), pieces('potato', 2, 0.17)],
            toppings: ['coriander'],
          },
        },
        ...lemonAndChilli(640, 480, 30),
      ],
      steam: [
        [610, 120, 110],
        [260, 250, 90],
      ],
    },
  },
  {
    title: 'Dal-Bhat with Aloo Bharta',
    category: 'Lunch',
    price: 45,
    nickname: 'dal-bhat',
    kitchen: 'jamuna',
    appeal: 0.57,
    description:
      'The everyday thali: white rice, thick masoor dal, aloo bharta mashed with mustard oil and burnt chilli, and a little shobji. Cheapest full meal on the board.',
    ingredients: [
      'Rice',
      'Masoor dal',
      'Potato',
      'Mustard oil',
      'Dried red chilli',
      'Onion',
      'Seasonal vegetables',
      'Coriander',
    ],
    art: {
      surface: 'banana-leaf',
      items: [
        {
          at: [400, 300],
          r: 285,
          vessel: { thali: true },
          inside: [
            { at: [320, 340], r: 128, food: { kind: 'rice', style: 'white' } },
            {
              at: [545, 185],
              r: 78,
              vessel: { bowl: 'steel' },
              food: { kind: 'gravy', tone: 'dal', toppings: ['cumin', 'coriander'] },
            },
            { at: [560, 385], r: 78, vessel: { bowl: 'steel' }, food: { kind: 'bhaji' } },
            { at: [300, 170], r: 58, food: { kind: 'bharta' } },
            { at: [440, 470], r: 64, angle: -15, food: { kind: 'chilli' } },
            { at: [205, 430], r: 36, food: { kind: 'onion-rings' } },
          ],
        },
      ],
      steam: [[320, 250, 110]],
    },
  },
  {
    title: 'Shorshe Ilish with Rice',
    category: 'Lunch',
    price: 260,
    nickname: 'shorshe ilish',
    kitchen: 'rahima',
    appeal: 0.95,
    description:
      'Padma hilsa steamed in a sharp mustard paste with slit green chillies and raw mustard oil, the way Rahima khala learned it in Chandpur. Mind the bones; worth every one.',
    ingredients: [
      'Hilsa',
      'Mustard seed paste',
      'Mustard oil',
      'Green chilli',
      'Turmeric',
      'Salt',
      'Rice',
    ],
    art: {
      surface: 'walnut',
      items: [
        {
          at: [400, 300],
          r: 275,
          vessel: { plate: 'white' },
          inside: [
            { at: [295, 300], r: 128, food: { kind: 'rice', style: 'white' } },
            {
              at: [490, 300],
              r: 125,
              food: {
                kind: 'gravy',
                tone: 'curryMustard',
                oily: true,
                pool: true,
                pieces: [pieces('ilish-mustard', 2, 0.48)],
              },
            },
            { at: [470, 410], r: 62, angle: -20, food: { kind: 'chilli-split' } },
            { at: [520, 190], r: 58, angle: 150, food: { kind: 'chilli-split' } },
          ],
        },
      ],
      steam: [[420, 180, 160]],
    },
  },
  {
    title: 'Lau Chingri with Rice',
    category: 'Lunch',
    price: 130,
    nickname: 'lau chingri',
    kitchen: 'shapla',
    appeal: 0.59,
    description:
      'Bottle gourd and small prawns cooked down with ginger, cumin and a spoon of ghee until soft and sweet. Light and homely; the one dish people ask their mothers for.',
    ingredients: [
      'Bottle gourd',
      'Prawns',
      'Ginger',
      'Cumin',
      'Ghee',
      'Turmeric',
      'Green chilli',
      'Rice',
    ],
    art: {
      surface: 'jute',
      items: [
        {
          at: [555, 300],
          r: 225,
          vessel: { plate: 'melamine-red' },
          inside: [{ at: [540, 295], r: 140, food: { kind: 'rice', style: 'white' } }],
        },
        {
          at: [210, 320],
          r: 160,
          vessel: { bowl: 'white' },
          food: {
            kind: 'gravy',
            tone: 'curryPale',
            pieces: [pieces('gourd', 10, 0.12), pieces('prawn', 5, 0.2)],
            toppings: ['coriander', 'ginger'],
          },
        },
      ],
      steam: [[210, 230, 110]],
    },
  },
  {
    title: 'Bhuna Khichuri with Beef',
    category: 'Lunch',
    price: 160,
    nickname: 'bhuna khichuri',
    kitchen: 'karim',
    appeal: 0.84,
    description:
      'Rice and roasted moong dal fried together in ghee until every grain is coated, with a side of slow-cooked beef bhuna and an egg. Karim bhai calls it “brishtir din-er special”.',
    ingredients: [
      'Rice',
      'Moong dal',
      'Beef',
      'Ghee',
      'Onion',
      'Garlic',
      'Ginger',
      'Garam masala',
      'Egg',
    ],
    art: {
      surface: 'teak',
      items: [
        {
          at: [330, 300],
          r: 250,
          vessel: { plate: 'melamine-green' },
          inside: [
            {
              at: [280, 280],
              r: 150,
              food: { kind: 'rice', style: 'bhunaKhichuri', toppings: ['coriander'] },
            },
            {
              at: [430, 380],
              r: 88,
              food: {
                kind: 'gravy',
                tone: 'curryBrown',
                oily: true,
                pool: true,
                pieces: [pieces('beef', 5, 0.26)],
              },
            },
            { at: [440, 200], r: 42, food: { kind: 'egg-half' } },
          ],
        },
        ...lemonAndChilli(690, 470, 0),
      ],
      steam: [[280, 170, 120]],
    },
  },
  {
    title: 'Murgir Jhol with Bhat',
    category: 'Lunch',
    price: 120,
    nickname: 'murgir jhol',
    kitchen: 'jamuna',
    appeal: 0.68,
    description:
      'A thin, peppery home-style chicken curry with potatoes, ladled over rice. Nothing fancy, and exactly what you want after a long practical.',
    ingredients: ['Chicken', 'Potato', 'Onion', 'Garlic', 'Ginger', 'Cumin', 'Bay leaf', 'Rice'],
    art: {
      surface: 'oak',
      items: [
        {
          at: [380, 300],
          r: 265,
          vessel: { plate: 'steel' },
          inside: [
            { at: [300, 270], r: 135, food: { kind: 'rice', style: 'white' } },
            {
              at: [455, 365],
              r: 112,
              food: {
                kind: 'gravy',
                tone: 'curryRed',
                oily: true,
                pool: true,
                pieces: [pieces('chicken', 3, 0.3), pieces('potato', 1, 0.2)],
                toppings: ['coriander'],
              },
            },
          ],
        },
        ...lemonAndChilli(700, 120, 70),
      ],
      steam: [[380, 190, 150]],
    },
  },
];

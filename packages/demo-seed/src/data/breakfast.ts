import { lemonAndChilli, pieces, teaCup } from './art-kit';
import type { DemoMeal } from './types';

export const BREAKFAST_MEALS: readonly DemoMeal[] = [
  {
    title: 'Paratha, Dal & Mixed Bhaji',
    category: 'Breakfast',
    price: 55.5,
    nickname: 'paratha',
    kitchen: 'padma',
    appeal: 0.78,
    description:
      'Two flaky layered parathas straight off the tawa, a bowl of thin masoor dal with roasted cumin, and a heap of potato-carrot-bean bhaji. The breakfast most of the hall queues for before 8 a.m. classes.',
    ingredients: [
      'Atta',
      'Ghee',
      'Masoor dal',
      'Potato',
      'Carrot',
      'Green beans',
      'Cumin',
      'Turmeric',
      'Green chilli',
    ],
    art: {
      surface: 'gingham-red',
      items: [
        {
          at: [300, 320],
          r: 235,
          vessel: { plate: 'enamel' },
          inside: [
            { at: [215, 275], r: 112, food: { kind: 'bread', bread: 'paratha', count: 2 } },
            { at: [360, 395], r: 82, food: { kind: 'bhaji' } },
            { at: [215, 430], r: 64, angle: -25, food: { kind: 'chilli' } },
          ],
        },
        {
          at: [635, 215],
          r: 112,
          vessel: { bowl: 'melamine-green' },
          food: { kind: 'gravy', tone: 'dal', toppings: ['cumin', 'red-chilli', 'coriander'] },
        },
        teaCup(650, 485),
      ],
      steam: [[640, 150, 110]],
    },
  },
  {
    title: 'Chola Bhuna with Puri',
    category: 'Breakfast',
    price: 50,
    nickname: 'chola bhuna',
    kitchen: 'meghna',
    appeal: 0.66,
    description:
      'Chickpeas slow-cooked in a thick onion-tomato masala with a squeeze of lemon, served with three puffed puris. Filling, a little spicy, and gone by nine.',
    ingredients: [
      'Chickpeas',
      'Onion',
      'Tomato',
      'Garlic',
      'Ginger',
      'Garam masala',
      'Atta',
      'Soybean oil',
      'Coriander',
    ],
    art: {
      surface: 'oak',
      items: [
        {
          at: [265, 315],
          r: 225,
          vessel: { plate: 'white' },
          inside: [{ at: [205, 290], r: 88, food: { kind: 'bread', bread: 'puri', count: 3 } }],
        },
        {
          at: [590, 300],
          r: 165,
          vessel: { bowl: 'clay' },
          food: {
            kind: 'gravy',
            tone: 'chola',
            oily: true,
            pieces: [pieces('chickpea', 26, 0.075), pieces('potato', 3, 0.14)],
            toppings: ['coriander', 'red-chilli'],
          },
        },
        ...lemonAndChilli(640, 505, 10),
      ],
      steam: [[590, 220, 120]],
    },
  },
  {
    title: 'Shingara & Dudh Cha',
    category: 'Breakfast',
    price: 35.5,
    nickname: 'shingara',
    kitchen: 'karim',
    appeal: 0.9,
    description:
      'Four crisp shingaras stuffed with spiced potato and peanuts, and a cup of sweet milky tea. Cheap, hot and loud, like the canteen at dawn.',
    ingredients: [
      'Maida',
      'Potato',
      'Peanuts',
      'Panch phoron',
      'Green chilli',
      'Tea leaves',
      'Milk',
      'Sugar',
    ],
    art: {
      surface: 'teak',
      items: [
        {
          at: [320, 320],
          r: 220,
          vessel: { plate: 'melamine-red' },
          inside: [
            { at: [240, 250], r: 66, angle: 8, food: { kind: 'shingara' } },
            { at: [385, 240], r: 66, angle: -22, food: { kind: 'shingara' } },
            { at: [250, 395], r: 66, angle: 36, food: { kind: 'shingara' } },
            { at: [395, 385], r: 66, angle: -8, food: { kind: 'shingara' } },
            { at: [300, 470], r: 54, angle: 10, food: { kind: 'chilli' } },
            { at: [450, 310], r: 50, angle: 100, food: { kind: 'chilli' } },
          ],
        },
        teaCup(655, 230, 62),
        {
          at: [650, 470],
          r: 60,
          vessel: { bowl: 'white' },
          food: { kind: 'gravy', tone: 'tamarind', toppings: ['red-chilli', 'coriander', 'cumin'] },
        },
      ],
      steam: [[655, 190, 70]],
    },
  },
  {
    title: 'Vegetable Khichuri with Fried Egg',
    category: 'Breakfast',
    price: 70,
    nickname: 'khichuri',
    kitchen: 'rahima',
    appeal: 0.72,
    description:
      'Soft yellow khichuri of rice and moong dal with peas, carrot and cauliflower, topped with a fried egg. Rahima khala makes it on rainy mornings and the whole corridor smells of ghee.',
    ingredients: [
      'Rice',
      'Moong dal',
      'Peas',
      'Carrot',
      'Cauliflower',
      'Egg',
      'Ghee',
      'Turmeric',
      'Bay leaf',
    ],
    art: {
      surface: 'jute',
      items: [
        {
          at: [370, 300],
          r: 245,
          vessel: { bowl: 'steel' },
          food: { kind: 'rice', style: 'vegKhichuri' },
          inside: [{ at: [410, 265], r: 78, food: { kind: 'fried-egg' } }],
        },
        ...lemonAndChilli(680, 140, 30),
        { at: [690, 470], r: 40, food: { kind: 'onion-rings' } },
      ],
      steam: [[340, 170, 140]],
    },
  },
  {
    title: 'Dim Bhuna with Ruti',
    category: 'Breakfast',
    price: 65,
    nickname: 'dim bhuna',
    kitchen: 'jamuna',
    appeal: 0.61,
    description:
      'Boiled eggs fried golden and simmered in a dry onion-chilli masala, with two soft hand-rolled rutis. Protein for the morning lab without a big bill.',
    ingredients: ['Egg', 'Onion', 'Tomato', 'Red chilli powder', 'Turmeric', 'Atta', 'Salt'],
    art: {
      surface: 'slate',
      items: [
        {
          at: [555, 345],
          r: 220,
          vessel: { plate: 'white' },
          inside: [{ at: [520, 335], r: 122, food: { kind: 'bread', bread: 'ruti', count: 2 } }],
        },
        {
          at: [230, 235],
          r: 150,
          vessel: { bowl: 'steel' },
          food: {
            kind: 'gravy',
            tone: 'curryRed',
            oily: true,
            pieces: [pieces('egg-whole', 2, 0.36), pieces('egg-half', 1, 0.26)],
            toppings: ['coriander', 'chilli-rings'],
          },
        },
      ],
      steam: [[230, 160, 100]],
    },
  },
  {
    title: 'Luchi & Aloo Dum',
    category: 'Breakfast',
    price: 60,
    nickname: 'luchi',
    kitchen: 'shapla',
    appeal: 0.7,
    description:
      'Pale, puffed luchis fried in fresh oil with a bowl of baby potatoes in a mild, slightly sweet dum gravy. A Friday-morning treat at Shapla Hall.',
    ingredients: ['Maida', 'Potato', 'Yoghurt', 'Ginger', 'Cumin', 'Sugar', 'Ghee', 'Soybean oil'],
    art: {
      surface: 'banana-leaf',
      items: [
        {
          at: [400, 300],
          r: 285,
          vessel: { thali: true },
          inside: [
            { at: [275, 300], r: 95, food: { kind: 'bread', bread: 'luchi', count: 3 } },
            {
              at: [540, 300],
              r: 118,
              vessel: { bowl: 'steel' },
              food: {
                kind: 'gravy',
                tone: 'curryMalai',
                oily: true,
                pieces: [pieces('potato', 6, 0.22)],
                toppings: ['coriander'],
              },
            },
            { at: [400, 480], r: 58, angle: -10, food: { kind: 'chilli' } },
            { at: [420, 140], r: 34, food: { kind: 'onion-rings' } },
            { at: [360, 125], r: 36, angle: 200, food: { kind: 'lemon' } },
          ],
        },
      ],
      steam: [[540, 230, 100]],
    },
  },
  {
    title: 'Bhapa Pitha with Khejur Gur',
    category: 'Breakfast',
    price: 45,
    nickname: 'bhapa pitha',
    kitchen: 'rahima',
    appeal: 0.83,
    description:
      'Steamed rice-flour cakes with a molten heart of date-palm molasses and fresh grated coconut. Winter only, and only while the gur lasts.',
    ingredients: ['Rice flour', 'Khejur gur', 'Coconut', 'Salt'],
    art: {
      surface: 'walnut',
      items: [
        {
          at: [370, 320],
          r: 255,
          vessel: { plate: 'white' },
          inside: [
            {
              at: [370, 320],
              r: 185,
              vessel: { leaf: true },
              inside: [
                { at: [290, 255], r: 74, food: { kind: 'bhapa-pitha' } },
                { at: [450, 250], r: 74, food: { kind: 'bhapa-pitha' } },
                { at: [285, 395], r: 74, food: { kind: 'bhapa-pitha' } },
                { at: [445, 395], r: 74, food: { kind: 'bhapa-pitha' } },
              ],
            },
          ],
        },
        {
          at: [690, 130],
          r: 72,
          vessel: { bowl: 'clay' },
          food: { kind: 'gravy', tone: 'molasses' },
        },
      ],
      steam: [[370, 230, 150]],
    },
  },
  {
    title: 'Khichuri, Dim Bhaji & Beguni',
    category: 'Breakfast',
    price: 80,
    nickname: 'khichuri',
    kitchen: 'padma',
    appeal: 0.86,
    description:
      'Mushy moong-dal khichuri with a masala omelette and two slices of gram-flour-battered aubergine. The classic barsha breakfast: when it rains, nobody at Padma Hall cooks anything else.',
    ingredients: [
      'Rice',
      'Moong dal',
      'Egg',
      'Aubergine',
      'Besan',
      'Onion',
      'Green chilli',
      'Mustard oil',
      'Turmeric',
    ],
    art: {
      surface: 'gingham-blue',
      items: [
        {
          at: [340, 305],
          r: 250,
          vessel: { plate: 'melamine-green' },
          inside: [
            {
              at: [285, 290],
              r: 135,
              food: { kind: 'rice', style: 'khichuri', toppings: ['coriander'] },
            },
            { at: [445, 205], r: 44, angle: 28, food: { kind: 'beguni' } },
            { at: [455, 330], r: 44, angle: 12, food: { kind: 'beguni' } },
            { at: [330, 440], r: 62, food: { kind: 'fried-egg' } },
          ],
        },
        ...lemonAndChilli(680, 480, -20),
      ],
      steam: [[280, 180, 120]],
    },
  },
];

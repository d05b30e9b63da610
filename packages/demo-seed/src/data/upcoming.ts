import { lemonAndChilli, pieces, salad } from './art-kit';
import type { DemoUpcomingMeal } from './types';

export const DEMO_ADMIN_EMAIL = 'dining.office@messmate.example';

export const UPCOMING_MEALS: readonly DemoUpcomingMeal[] = [
  {
    title: 'Mutton Kacchi Biryani',
    titleBn: 'খাসির কাচ্চি বিরিয়ানি',
    descriptionBn: 'কাঁচা খাসির মাংস আর চাল একসঙ্গে দমে রান্না, সঙ্গে আলু আর বোরহানি।',
    category: 'Dinner',
    price: 275,
    postedBy: DEMO_ADMIN_EMAIL,
    appeal: 0.98,
    description:
      'Raw marinated mutton and kalijira rice sealed in a handi and cooked on dum for hours, with the famous big potato. Planned for the end-of-semester dinner if enough of you want it.',
    ingredients: [
      'Mutton',
      'Kalijira rice',
      'Potato',
      'Yoghurt',
      'Ghee',
      'Saffron',
      'Plum',
      'Fried onion',
      'Kewra water',
    ],
    art: {
      surface: 'walnut',
      items: [
        {
          at: [360, 300],
          r: 255,
          vessel: { plate: 'steel' },
          inside: [
            {
              at: [330, 290],
              r: 185,
              food: {
                kind: 'rice',
                style: 'biryani',
                pieces: [pieces('mutton', 2, 0.3), pieces('potato', 1, 0.3)],
                toppings: ['fried-onion'],
              },
            },
          ],
        },
        ...salad(650, 440),
        ...lemonAndChilli(690, 120, 20),
      ],
      steam: [[330, 170, 150]],
    },
  },
  {
    title: 'Chingri Malai Curry',
    category: 'Lunch',
    price: 240,
    postedBy: DEMO_ADMIN_EMAIL,
    appeal: 0.85,
    description:
      'Golda prawns simmered in coconut milk with a hint of garam masala and sugar. Rich, creamy, and a real Sunday lunch.',
    ingredients: [
      'Golda prawns',
      'Coconut milk',
      'Onion paste',
      'Ginger',
      'Garam masala',
      'Ghee',
      'Sugar',
      'Rice',
    ],
    art: {
      surface: 'banana-leaf',
      items: [
        {
          at: [270, 300],
          r: 220,
          vessel: { plate: 'white' },
          inside: [{ at: [250, 300], r: 140, food: { kind: 'rice', style: 'white' } }],
        },
        {
          at: [600, 300],
          r: 170,
          vessel: { bowl: 'clay' },
          food: {
            kind: 'gravy',
            tone: 'curryMalai',
            oily: true,
            pieces: [pieces('prawn', 4, 0.3)],
            toppings: ['coriander'],
          },
        },
      ],
      steam: [[600, 200, 110]],
    },
  },
  {
    title: 'Patishapta Pitha',
    category: 'Breakfast',
    price: 40,
    postedBy: 'Anonymous',
    appeal: 0.72,
    description:
      'Thin rice-flour crepes rolled around a kheer and coconut filling, drizzled with date-palm molasses. A Poush Sankranti favourite for the winter mornings.',
    ingredients: ['Rice flour', 'Maida', 'Milk', 'Coconut', 'Khejur gur', 'Cardamom'],
    art: {
      surface: 'jute',
      items: [
        {
          at: [380, 300],
          r: 260,
          vessel: { plate: 'melamine-red' },
          inside: [
            {
              at: [380, 300],
              r: 195,
              vessel: { leaf: true },
              inside: [
                { at: [375, 205], r: 62, angle: -12, food: { kind: 'patishapta' } },
                { at: [380, 300], r: 62, angle: -12, food: { kind: 'patishapta' } },
                { at: [385, 395], r: 62, angle: -12, food: { kind: 'patishapta' } },
              ],
            },
          ],
        },
        {
          at: [700, 120],
          r: 70,
          vessel: { bowl: 'clay' },
          food: { kind: 'gravy', tone: 'molasses' },
        },
      ],
    },
  },
  {
    title: 'Shahi Firni',
    category: 'Dinner',
    price: 45.5,
    postedBy: DEMO_ADMIN_EMAIL,
    appeal: 0.76,
    description:
      'Ground rice slow-cooked in full-cream milk with cardamom and saffron, set in clay bowls and topped with pistachio and almond. A sweet ending we want to add to Friday dinners.',
    ingredients: ['Milk', 'Rice', 'Sugar', 'Cardamom', 'Saffron', 'Pistachio', 'Almond'],
    art: {
      surface: 'teak',
      items: [
        {
          at: [300, 310],
          r: 190,
          vessel: { bowl: 'clay' },
          food: { kind: 'gravy', tone: 'firni', heaped: true, toppings: ['pistachio', 'saffron'] },
        },
        {
          at: [600, 230],
          r: 120,
          vessel: { bowl: 'clay' },
          food: { kind: 'gravy', tone: 'firni', heaped: true, toppings: ['pistachio', 'saffron'] },
        },
        {
          at: [640, 470],
          r: 70,
          vessel: { bowl: 'clay' },
          food: { kind: 'gravy', tone: 'firni', heaped: true, toppings: ['pistachio'] },
        },
      ],
    },
  },
  {
    title: 'Beef Kala Bhuna with Chaler Ruti',
    category: 'Dinner',
    price: 190,
    postedBy: 'Anonymous',
    appeal: 0.9,
    description:
      'Chittagong-style beef cooked down until almost black in its own fat and spices, with soft rice-flour rutis. A request from the Chattogram students, tested in the kitchen this week.',
    ingredients: [
      'Beef',
      'Mustard oil',
      'Onion',
      'Garlic',
      'Ginger',
      'Kala bhuna masala',
      'Rice flour',
    ],
    art: {
      surface: 'slate',
      items: [
        {
          at: [290, 300],
          r: 235,
          vessel: { plate: 'white' },
          inside: [{ at: [250, 290], r: 128, food: { kind: 'bread', bread: 'luchi', count: 2 } }],
        },
        {
          at: [610, 310],
          r: 160,
          vessel: { bowl: 'steel' },
          food: {
            kind: 'gravy',
            tone: 'curryBrown',
            oily: true,
            pieces: [pieces('beef', 9, 0.17)],
            toppings: ['fried-onion'],
          },
        },
      ],
      steam: [[610, 220, 110]],
    },
  },
  {
    title: 'Panta Ilish for Pohela Boishakh',
    category: 'Breakfast',
    price: 150,
    postedBy: DEMO_ADMIN_EMAIL,
    appeal: 0.8,
    description:
      'Soaked rice with fried hilsa, green chilli, onion and three kinds of bhorta, served on the first morning of Boishakh. Wear something red.',
    ingredients: [
      'Rice',
      'Hilsa',
      'Green chilli',
      'Onion',
      'Potato',
      'Dried fish',
      'Mustard oil',
      'Salt',
    ],
    art: {
      surface: 'banana-leaf',
      items: [
        {
          at: [280, 300],
          r: 210,
          vessel: { bowl: 'clay' },
          food: { kind: 'panta' },
          inside: [
            { at: [330, 250], r: 66, angle: 150, food: { kind: 'chilli' } },
            { at: [220, 360], r: 40, food: { kind: 'onion-rings' } },
          ],
        },
        {
          at: [600, 300],
          r: 170,
          vessel: { plate: 'white' },
          inside: [
            { at: [575, 270], r: 70, food: { kind: 'pieces', pieces: [pieces('ilish', 1, 1)] } },
            { at: [650, 360], r: 34, food: { kind: 'bharta' } },
            { at: [555, 375], r: 58, angle: -20, food: { kind: 'chilli' } },
            { at: [655, 245], r: 28, food: { kind: 'onion-rings' } },
          ],
        },
      ],
    },
  },
];

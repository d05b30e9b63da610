import { lemonAndChilli, pieces, salad } from './art-kit';
import type { DemoMeal } from './types';

export const DINNER_MEALS: readonly DemoMeal[] = [
  {
    title: 'Ilish Bhuna with Rice',
    category: 'Dinner',
    price: 240,
    nickname: 'ilish bhuna',
    kitchen: 'rahima',
    appeal: 0.9,
    description:
      'Hilsa steaks pan-fried and then cooked slowly in an onion-garlic bhuna masala until the oil separates. Rich, a little fiery, best with plain rice and a green chilli on the side.',
    ingredients: ['Hilsa', 'Onion', 'Garlic', 'Red chilli powder', 'Turmeric', 'Mustard oil', 'Tomato', 'Rice'],
    art: {
      surface: 'slate',
      items: [
        {
          at: [600, 340], r: 200, vessel: { plate: 'white' },
          inside: [
            { at: [590, 335], r: 122, food: { kind: 'rice', style: 'white' } },
            { at: [650, 470], r: 56, angle: 190, food: { kind: 'chilli' } },
          ],
        },
        {
          at: [250, 270], r: 190, vessel: { bowl: 'steel' },
          food: { kind: 'gravy', tone: 'curryBrown', oily: true, pieces: [pieces('ilish', 2, 0.4)], toppings: ['fried-onion', 'coriander'] },
        },
      ],
      steam: [[250, 170, 120]],
    },
  },
  {
    title: 'Chicken Roast with Polao',
    category: 'Dinner',
    price: 210,
    nickname: 'roast',
    kitchen: 'shapla',
    appeal: 0.94,
    description:
      'Two chicken legs slow-roasted in a sweet-spicy yoghurt and fried-onion gravy, on a bed of ghee polao with an egg. The Friday dinner everyone books a seat for.',
    ingredients: ['Chicken leg', 'Yoghurt', 'Fried onion', 'Ghee', 'Sugar', 'Chinigura rice', 'Egg', 'Cardamom', 'Cinnamon'],
    art: {
      surface: 'walnut',
      items: [
        {
          at: [365, 305], r: 260, vessel: { plate: 'white' },
          inside: [
            { at: [300, 300], r: 165, food: { kind: 'rice', style: 'polao' } },
            { at: [455, 330], r: 100, food: { kind: 'gravy', tone: 'curryRed', oily: true, pool: true, toppings: ['fried-onion'] } },
            { at: [410, 250], r: 64, angle: -35, food: { kind: 'drumstick' } },
            { at: [430, 380], r: 64, angle: 15, food: { kind: 'drumstick' } },
            { at: [240, 420], r: 42, food: { kind: 'egg-half' } },
          ],
        },
        ...lemonAndChilli(700, 110, 60),
      ],
      steam: [[360, 190, 150]],
    },
  },
  {
    title: 'Mutton Curry with Rice',
    category: 'Dinner',
    price: 280,
    nickname: 'mutton curry',
    kitchen: 'karim',
    appeal: 0.87,
    description:
      'Bone-in khasi mutton cooked for two hours with potatoes, whole garam masala and a lot of patience. Mop up the gravy with the rice and forget your exam for a while.',
    ingredients: ['Mutton', 'Potato', 'Onion', 'Garlic', 'Ginger', 'Yoghurt', 'Garam masala', 'Mustard oil', 'Rice'],
    art: {
      surface: 'teak',
      items: [
        {
          at: [345, 325], r: 225, vessel: { bowl: 'clay' },
          food: { kind: 'gravy', tone: 'curryBrown', oily: true, pieces: [pieces('mutton', 6, 0.19), pieces('potato', 2, 0.16)], toppings: ['coriander', 'ginger'] },
        },
        { at: [665, 160], r: 115, vessel: { bowl: 'steel' }, food: { kind: 'rice', style: 'white' } },
        ...lemonAndChilli(650, 470, 10),
      ],
      steam: [[345, 200, 150]],
    },
  },
  {
    title: 'Egg Curry with Rice',
    category: 'Dinner',
    price: 75,
    nickname: 'egg curry',
    kitchen: 'jamuna',
    appeal: 0.62,
    description: 'Two fried eggs and potatoes in a red onion-tomato curry, with rice. The hall’s budget hero.',
    ingredients: ['Egg', 'Potato', 'Onion', 'Tomato', 'Red chilli powder', 'Turmeric', 'Rice'],
    art: {
      surface: 'gingham-red',
      items: [
        {
          at: [270, 300], r: 225, vessel: { plate: 'melamine-green' },
          inside: [{ at: [250, 300], r: 140, food: { kind: 'rice', style: 'white' } }],
        },
        {
          at: [600, 310], r: 165, vessel: { bowl: 'white' },
          food: { kind: 'gravy', tone: 'curryRed', oily: true, pieces: [pieces('egg-whole', 2, 0.34), pieces('egg-half', 1, 0.26), pieces('potato', 1, 0.17)], toppings: ['coriander'] },
        },
      ],
      steam: [[600, 220, 110]],
    },
  },
  {
    title: 'Beef Halim',
    category: 'Dinner',
    price: 120,
    nickname: 'halim',
    kitchen: 'meghna',
    appeal: 0.91,
    description:
      'Wheat, five kinds of lentil and shredded beef cooked overnight into a thick, spiced porridge. Finished with birista, ginger, green chilli, coriander and a squeeze of lemon; comes with a naan if you ask nicely.',
    ingredients: ['Beef', 'Broken wheat', 'Masoor dal', 'Moong dal', 'Chana dal', 'Fried onion', 'Ginger', 'Lemon', 'Halim masala'],
    art: {
      surface: 'oak',
      items: [
        {
          at: [370, 300], r: 235, vessel: { bowl: 'clay' },
          food: { kind: 'gravy', tone: 'halim', oily: true, shreds: true, heaped: true, pieces: [pieces('beef', 5, 0.08)], toppings: ['fried-onion', 'ginger', 'chilli-rings', 'coriander'] },
        },
        { at: [675, 160], r: 42, angle: 200, food: { kind: 'lemon' } },
        { at: [700, 260], r: 42, angle: 120, food: { kind: 'lemon' } },
        { at: [680, 470], r: 75, vessel: { plate: 'white' }, inside: [{ at: [680, 470], r: 40, food: { kind: 'fried-onion' } }] },
      ],
      steam: [[370, 170, 150]],
    },
  },
  {
    title: 'Fuchka Platter',
    category: 'Dinner',
    price: 60.5,
    nickname: 'fuchka',
    kitchen: 'padma',
    appeal: 0.99,
    description:
      'Eight crisp fuchkas filled with spiced potato, chickpeas, onion and grated egg, with a bowl of sour tamarind water to pour in. An evening addiction, now on the dinner board.',
    ingredients: ['Semolina shells', 'Potato', 'Chickpeas', 'Egg', 'Onion', 'Tamarind', 'Chaat masala', 'Coriander'],
    art: {
      surface: 'gingham-blue',
      items: [
        {
          at: [330, 310], r: 245, vessel: { plate: 'white' },
          inside: [
            { at: [245, 235], r: 46, food: { kind: 'fuchka' } },
            { at: [345, 210], r: 46, food: { kind: 'fuchka' } },
            { at: [435, 255], r: 46, food: { kind: 'fuchka' } },
            { at: [200, 335], r: 46, food: { kind: 'fuchka' } },
            { at: [300, 320], r: 46, food: { kind: 'fuchka' } },
            { at: [400, 350], r: 46, food: { kind: 'fuchka' } },
            { at: [250, 425], r: 46, food: { kind: 'fuchka' } },
            { at: [350, 430], r: 46, food: { kind: 'fuchka' } },
            { at: [455, 440], r: 26, food: { kind: 'onion-rings' } },
          ],
        },
        { at: [660, 200], r: 95, vessel: { bowl: 'steel' }, food: { kind: 'gravy', tone: 'tamarind', toppings: ['coriander', 'chilli-rings'] } },
        { at: [670, 450], r: 80, vessel: { bowl: 'white' }, food: { kind: 'gravy', tone: 'chola', pieces: [pieces('chickpea', 16, 0.12)], toppings: ['coriander', 'chilli-rings'] } },
      ],
    },
  },
  {
    title: 'Chicken Curry with Ruti',
    category: 'Dinner',
    price: 95,
    nickname: 'chicken curry',
    kitchen: 'jamuna',
    appeal: 0.6,
    description:
      'A bowl of deshi chicken curry with three soft rutis for the students who skip rice at night. Ask for extra jhol; it is free.',
    ingredients: ['Chicken', 'Onion', 'Garlic', 'Ginger', 'Red chilli powder', 'Atta', 'Soybean oil'],
    art: {
      surface: 'jute',
      items: [
        {
          at: [390, 300], r: 265, vessel: { plate: 'enamel' },
          inside: [
            { at: [280, 250], r: 118, food: { kind: 'bread', bread: 'ruti', count: 3 } },
            {
              at: [460, 375], r: 110,
              food: { kind: 'gravy', tone: 'curryRed', oily: true, pool: true, pieces: [pieces('chicken', 4, 0.26)], toppings: ['coriander', 'chilli-rings'] },
            },
          ],
        },
      ],
      steam: [[460, 290, 110]],
    },
  },
  {
    title: 'Masoor Khichuri with Dim Bhuna',
    category: 'Dinner',
    price: 90,
    nickname: 'khichuri',
    kitchen: 'rahima',
    appeal: 0.74,
    description:
      'Loose red-lentil khichuri with a pat of ghee, next to a bowl of golden egg bhuna. Comfort food for exam-week nights.',
    ingredients: ['Rice', 'Masoor dal', 'Ghee', 'Egg', 'Onion', 'Tomato', 'Turmeric', 'Green chilli'],
    art: {
      surface: 'banana-leaf',
      items: [
        { at: [290, 310], r: 225, vessel: { bowl: 'steel' }, food: { kind: 'rice', style: 'khichuri', toppings: ['coriander'] } },
        {
          at: [615, 300], r: 150, vessel: { bowl: 'white' },
          food: { kind: 'gravy', tone: 'curryRed', oily: true, pieces: [pieces('egg-whole', 2, 0.32)], toppings: ['fried-onion', 'coriander'] },
        },
      ],
      steam: [[290, 200, 130]],
    },
  },
  {
    title: 'Chicken Jhal Fry with Paratha',
    category: 'Dinner',
    price: 130,
    nickname: 'jhal fry',
    kitchen: 'karim',
    appeal: 0.8,
    description:
      'Boneless chicken tossed on high heat with onion, green chilli and black pepper until it chars at the edges, with two hot parathas. Jhal, as promised.',
    ingredients: ['Chicken', 'Onion', 'Green chilli', 'Black pepper', 'Soy sauce', 'Garlic', 'Atta', 'Ghee'],
    art: {
      surface: 'slate',
      items: [
        {
          at: [360, 300], r: 255, vessel: { plate: 'white' },
          inside: [
            { at: [260, 260], r: 110, food: { kind: 'bread', bread: 'paratha', count: 2 } },
            { at: [420, 350], r: 115, food: { kind: 'gravy', tone: 'curryBrown', oily: true, pool: true, pieces: [pieces('chicken', 6, 0.2)], toppings: ['chilli-rings', 'coriander'] } },
            { at: [440, 355], r: 80, food: { kind: 'onion-rings' } },
          ],
        },
        ...salad(680, 130),
      ],
      steam: [[420, 250, 110]],
    },
  },
];

import type { KitchenKey } from './types';

/** The hall kitchens and cooks who serve the demo meals (distributor name and email). */
export const KITCHENS: Record<KitchenKey, { name: string; email: string }> = {
  padma: { name: 'Padma Hall Kitchen', email: 'padma.kitchen@messmate.example' },
  meghna: { name: 'Meghna Hall Canteen', email: 'meghna.canteen@messmate.example' },
  jamuna: { name: 'Jamuna Hall Mess', email: 'jamuna.mess@messmate.example' },
  shapla: { name: 'Shapla Hall Dining', email: 'shapla.dining@messmate.example' },
  karim: { name: 'Abdul Karim (head cook)', email: 'karim.cook@messmate.example' },
  rahima: { name: 'Rahima Begum (home-style cook)', email: 'rahima.cook@messmate.example' },
};

export * from './constants';
export * from './messages';
export * from './schemas/common';
export * from './schemas/error';
export * from './schemas/meal';
export * from './schemas/upcoming-meal';
export * from './schemas/user';
export * from './schemas/payment';

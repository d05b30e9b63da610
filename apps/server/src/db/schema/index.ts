export * from './auth';
export * from './images';
export * from './meals';
export * from './payments';
export * from './requests';
export * from './reviews';
export * from './upcoming';

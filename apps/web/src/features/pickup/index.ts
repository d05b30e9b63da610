// The pickup-codes feature's public surface: the resident's codes and the kitchen's counter.
export { PickupCodes } from './components/pickup-codes';
export { Counter } from './components/counter';
export { pickupText } from './messages';
export { counterText } from './counter/messages';

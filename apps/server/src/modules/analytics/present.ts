/** Minutes and means to one decimal, as the pages show them. */
export const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

export const nullableOneDecimal = (value: number | null): number | null =>
  value === null ? null : oneDecimal(value);

/** Poisha to taka (money is whole poisha in the database, taka at the API). */
export const toTaka = (poisha: number): number => poisha / 100;

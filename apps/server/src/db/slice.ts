/** Which rows of an ordered list one page is: `limit` rows after the first `offset`. */
export interface Slice {
  limit: number;
  offset: number;
}

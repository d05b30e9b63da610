const all = ['reviews'] as const;

export interface ReviewsPageQuery {
  page: number;
  search?: string;
  rating?: string;
}

/** Every review query starts with 'reviews'; a change to any review refreshes them all. */
export const reviewKeys = {
  all,
  mine: (email: string) => [...all, 'mine', email] as const,
  everyone: (query: ReviewsPageQuery) => [...all, 'everyone', query] as const,
};

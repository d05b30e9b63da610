/** Every page's URL, built in one place: the web app routes by them, the server links to them. */
export const paths = {
  home: '/',
  join: '/join',
  login: '/login',
  meals: (query?: { search?: string }) =>
    query?.search ? `/meals?search=${encodeURIComponent(query.search)}` : '/meals',
  meal: (id: string) => `/meals/${encodeURIComponent(id)}`,
  upcomingMeals: '/upcoming-meals',
  checkout: (plan: string) => `/checkout/${plan.toLowerCase()}`,
  checkoutSuccess: '/checkout/success',
  about: '/about',
  unauthorized: '/unauthorized',
  dashboard: {
    root: '/dashboard',
    profile: '/dashboard/profile',
    requests: '/dashboard/requests',
    reviews: '/dashboard/reviews',
    payments: '/dashboard/payments',
  },
  admin: {
    root: '/dashboard/admin',
    profile: '/dashboard/admin/profile',
    manageUsers: '/dashboard/admin/manage-users',
    addMeal: '/dashboard/admin/add-meal',
    allMeals: '/dashboard/admin/all-meals',
    allReviews: '/dashboard/admin/all-reviews',
    serveMeal: '/dashboard/admin/serve-meal',
    upcomingMeals: '/dashboard/admin/upcoming-meals',
  },
} as const;

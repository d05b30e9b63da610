/** Every page's URL, built in one place: the web app routes by them, the server links to them. */
export const paths = {
  home: '/',
  join: '/join',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  meals: (query?: { search?: string }) =>
    query?.search ? `/meals?search=${encodeURIComponent(query.search)}` : '/meals',
  meal: (id: string) => `/meals/${encodeURIComponent(id)}`,
  upcomingMeals: '/upcoming-meals',
  /** This week's and next week's menu, with the resident's meal on/off. */
  menu: '/menu',
  checkout: (plan: string) => `/checkout/${plan.toLowerCase()}`,
  checkoutSuccess: '/checkout/success',
  about: '/about',
  unauthorized: '/unauthorized',
  dashboard: {
    root: '/dashboard',
    profile: '/dashboard/profile',
    requests: '/dashboard/requests',
    /** The resident's pickup codes; with a request id, that request's code first. */
    pickup: (requestId?: string) =>
      requestId
        ? `/dashboard/pickup?request=${encodeURIComponent(requestId)}`
        : '/dashboard/pickup',
    reviews: '/dashboard/reviews',
    payments: '/dashboard/payments',
    support: '/dashboard/support',
    /** The resident's sittings this week, and the away form. */
    myWeek: '/dashboard/my-week',
    analytics: '/dashboard/analytics',
    supportThread: (id: string) => `/dashboard/support/${encodeURIComponent(id)}`,
    /** The new-thread form, told what the thread is about (a meal's page, a request's row). */
    askAbout: (about: { topic: 'food' | 'request'; mealId?: string; requestId?: string }) =>
      `/dashboard/support?${new URLSearchParams(about).toString()}`,
  },
  admin: {
    root: '/dashboard/admin',
    profile: '/dashboard/admin/profile',
    manageUsers: '/dashboard/admin/manage-users',
    addMeal: '/dashboard/admin/add-meal',
    allMeals: '/dashboard/admin/all-meals',
    allReviews: '/dashboard/admin/all-reviews',
    serveMeal: '/dashboard/admin/serve-meal',
    counter: '/dashboard/admin/counter',
    upcomingMeals: '/dashboard/admin/upcoming-meals',
    /** The week planner. */
    menu: '/dashboard/admin/menu',
    kitchen: '/dashboard/admin/kitchen',
    /** Sittings' times and the default board. */
    settings: '/dashboard/admin/settings',
    support: '/dashboard/admin/support',
    analytics: '/dashboard/admin/analytics',
    supportThread: (id: string) => `/dashboard/admin/support/${encodeURIComponent(id)}`,
  },
} as const;

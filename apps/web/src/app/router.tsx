import { createBrowserRouter } from 'react-router';
import { paths } from '@/config/paths';
import { prefetchMeal, prefetchMeals, readFilters } from '@/features/meals';
import { queryClient } from '@/lib/query-client';
import { RouteError } from './routes/route-error';
import { MainLayout } from './layouts/main-layout';
import { DashboardShellFallback, MainShellFallback } from './layouts/shell-fallbacks';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { redirectOnly } from './redirect-only';

// Each page is its own chunk: a visitor on Home never downloads the dashboard.
export const router = createBrowserRouter([
  {
    path: paths.home,
    Component: MainLayout,
    ErrorBoundary: RouteError,
    // Until the first page's code is in: the frame index.html painted, never a blank screen.
    HydrateFallback: MainShellFallback,
    children: [
      {
        index: true,
        lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
      },
      {
        path: 'meals',
        // Runs alongside `lazy`: the first page is on its way while the page's code downloads.
        loader: ({ request }) => {
          prefetchMeals(queryClient, readFilters(new URL(request.url).searchParams));
          return null;
        },
        // Not again as the filters change the address: the list fetches those itself, and a
        // loader would make each of those navigations wait a turn while the reader types.
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
        lazy: () => import('./routes/meals').then((m) => ({ Component: m.MealsRoute })),
      },
      {
        path: 'meals/:id',
        // Runs alongside `lazy`: the meal is on its way while the page's code downloads.
        loader: ({ params }) => {
          prefetchMeal(queryClient, params.id ?? '');
          return null;
        },
        lazy: () =>
          import('./routes/meal-details').then((m) => ({ Component: m.MealDetailsRoute })),
      },
      {
        path: 'upcoming-meals',
        lazy: () =>
          import('./routes/upcoming-meals').then((m) => ({ Component: m.UpcomingMealsRoute })),
      },
      {
        path: 'menu',
        lazy: () => import('./routes/menu').then((m) => ({ Component: m.MenuRoute })),
      },
      {
        path: 'about',
        lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutRoute })),
      },
      {
        path: 'join',
        lazy: () => import('./routes/join').then((m) => ({ Component: m.JoinRoute })),
      },
      {
        path: 'forgot-password',
        lazy: () =>
          import('./routes/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })),
      },
      {
        path: 'reset-password',
        lazy: () =>
          import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
      },
      {
        path: 'login',
        ...redirectOnly(({ request }) => `${paths.join}${new URL(request.url).search}`),
      },
      {
        path: 'profile',
        ...redirectOnly(() => paths.dashboard.profile),
      },
      {
        Component: RequireAuth,
        children: [
          {
            path: 'checkout/success',
            lazy: () =>
              import('./routes/checkout-success').then((m) => ({
                Component: m.CheckoutSuccessRoute,
              })),
          },
          {
            path: 'checkout/:plan',
            lazy: () => import('./routes/checkout').then((m) => ({ Component: m.CheckoutRoute })),
          },
        ],
      },
      {
        path: 'unauthorized',
        lazy: () =>
          import('./routes/unauthorized').then((m) => ({ Component: m.UnauthorizedRoute })),
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
  {
    path: paths.admin.root,
    // The frame first, then the guard inside it: while the account is checked, the sidebar
    // and header are already there.
    lazy: () => import('./layouts/admin-layout').then((m) => ({ Component: m.AdminLayout })),
    ErrorBoundary: RouteError,
    hydrateFallbackElement: <DashboardShellFallback />,
    children: [
      {
        Component: RequireAdmin,
        children: [
          { index: true, ...redirectOnly(() => paths.admin.profile) },
          {
            path: 'profile',
            lazy: () =>
              import('./routes/dashboard/admin/profile').then((m) => ({
                Component: m.AdminProfileRoute,
              })),
          },
          {
            path: 'manage-users',
            lazy: () =>
              import('./routes/dashboard/admin/manage-users').then((m) => ({
                Component: m.ManageUsersRoute,
              })),
          },
          {
            path: 'all-reviews',
            lazy: () =>
              import('./routes/admin/all-reviews').then((m) => ({ Component: m.AllReviewsRoute })),
          },
          {
            path: 'serve-meal',
            lazy: () =>
              import('./routes/admin/serve-meals').then((m) => ({ Component: m.ServeMealsRoute })),
          },
          {
            path: 'counter',
            lazy: () =>
              import('./routes/admin/counter').then((m) => ({ Component: m.CounterRoute })),
          },
          {
            path: 'add-meal',
            lazy: () =>
              import('./routes/admin/add-meal').then((m) => ({ Component: m.AddMealRoute })),
          },
          {
            path: 'all-meals',
            lazy: () =>
              import('./routes/admin/all-meals').then((m) => ({ Component: m.AllMealsRoute })),
          },
          {
            path: 'upcoming-meals',
            lazy: () =>
              import('./routes/admin/upcoming-meals').then((m) => ({
                Component: m.AdminUpcomingMealsRoute,
              })),
          },
          {
            path: 'menu',
            lazy: () =>
              import('./routes/dashboard/admin/menu-planner').then((m) => ({
                Component: m.MenuPlannerRoute,
              })),
          },
          {
            path: 'kitchen',
            lazy: () =>
              import('./routes/dashboard/admin/kitchen').then((m) => ({
                Component: m.KitchenRoute,
              })),
          },
          {
            path: 'settings',
            lazy: () =>
              import('./routes/dashboard/admin/mess-settings').then((m) => ({
                Component: m.MessSettingsRoute,
              })),
          },
          {
            path: 'support',
            lazy: () =>
              import('./routes/dashboard/admin/support').then((m) => ({
                Component: m.AdminSupportRoute,
              })),
          },
          {
            path: 'support/:id',
            lazy: () =>
              import('./routes/dashboard/admin/support-thread').then((m) => ({
                Component: m.AdminSupportThreadRoute,
              })),
          },
          {
            path: 'analytics',
            lazy: () =>
              import('./routes/dashboard/admin/analytics').then((m) => ({
                Component: m.AdminAnalyticsRoute,
              })),
          },
        ],
      },
    ],
  },
  {
    path: paths.dashboard.root,
    lazy: () =>
      import('./layouts/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
    ErrorBoundary: RouteError,
    hydrateFallbackElement: <DashboardShellFallback />,
    children: [
      {
        Component: RequireAuth,
        children: [
          { index: true, ...redirectOnly(() => paths.dashboard.profile) },
          {
            path: 'profile',
            lazy: () =>
              import('./routes/dashboard/profile').then((m) => ({ Component: m.MyProfileRoute })),
          },
          {
            path: 'my-week',
            lazy: () =>
              import('./routes/dashboard/my-week').then((m) => ({ Component: m.MyWeekRoute })),
          },
          {
            path: 'requests',
            lazy: () =>
              import('./routes/dashboard/requested-meals').then((m) => ({
                Component: m.RequestedMealsRoute,
              })),
          },
          {
            path: 'pickup',
            lazy: () =>
              import('./routes/dashboard/pickup-codes').then((m) => ({
                Component: m.PickupCodesRoute,
              })),
          },
          {
            path: 'reviews',
            lazy: () =>
              import('./routes/dashboard/my-reviews').then((m) => ({
                Component: m.MyReviewsRoute,
              })),
          },
          {
            path: 'payments',
            lazy: () =>
              import('./routes/dashboard/payment-history').then((m) => ({
                Component: m.PaymentHistoryRoute,
              })),
          },
          {
            path: 'support',
            lazy: () =>
              import('./routes/dashboard/support').then((m) => ({ Component: m.SupportRoute })),
          },
          {
            path: 'support/:id',
            lazy: () =>
              import('./routes/dashboard/support-thread').then((m) => ({
                Component: m.SupportThreadRoute,
              })),
          },
          {
            path: 'analytics',
            lazy: () =>
              import('./routes/dashboard/analytics').then((m) => ({
                Component: m.MyAnalyticsRoute,
              })),
          },
        ],
      },
    ],
  },
]);

import { createBrowserRouter } from 'react-router';
import { paths } from '@/config/paths';
import { RouteError } from './routes/route-error';
import { MainLayout } from './layouts/main-layout';

// Each page is its own chunk: a visitor on Home never downloads the dashboard.
export const router = createBrowserRouter([
  {
    path: paths.home,
    Component: MainLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
      { path: 'meals', lazy: () => import('./routes/meals').then((m) => ({ Component: m.MealsRoute })) },
      {
        path: 'meals/:id',
        lazy: () => import('./routes/meal-details').then((m) => ({ Component: m.MealDetailsRoute })),
      },
      {
        path: 'upcoming-meals',
        lazy: () => import('./routes/upcoming-meals').then((m) => ({ Component: m.UpcomingMealsRoute })),
      },
      { path: 'about', lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutRoute })) },
      { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
    ],
  },
]);

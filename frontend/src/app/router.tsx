import { createBrowserRouter, type RouteObject } from 'react-router-dom';

import { Layout } from '../components/layout/layout';
import { AboutPage } from '../features/about/about-page';
import { AnswerPage } from '../features/answers/answer-page';
import { EventsPage } from '../features/events/events-page';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'events', element: <EventsPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'q/:slug', element: <AnswerPage /> },
      // The admin side is its own chunk, loaded only when visited.
      {
        path: 'admin/login',
        lazy: async () => ({ Component: (await import('../features/admin/admin-login-page')).default }),
      },
      {
        path: 'admin/*',
        lazy: async () => ({ Component: (await import('../features/admin/admin-page')).default }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

import { createBrowserRouter, type RouteObject } from 'react-router-dom';

import { Layout } from '../components/layout/layout';
import { AboutPage } from '../features/about/about-page';
import { AnswerPage } from '../features/answers/answer-page';
import { LibraryPage } from '../features/answers/library-page';
import { EventsPage } from '../features/events/events-page';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';

// The admin side is its own set of chunks, loaded only when visited, and has its own shell
// (sidebar, top bar) instead of the public header and footer.
const adminRoutes: RouteObject[] = [
  {
    path: 'admin/login',
    lazy: async () => ({ Component: (await import('../features/admin/admin-login-page')).AdminLoginPage }),
  },
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('../features/admin/admin-page')).AdminPage }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/admin/dashboard/dashboard-page')).DashboardPage }),
      },
      {
        path: 'questions',
        lazy: async () => ({ Component: (await import('../features/admin/questions/questions-page')).QuestionsPage }),
      },
      {
        path: 'answers',
        lazy: async () => ({ Component: (await import('../features/admin/answers/answers-page')).AnswersPage }),
      },
      {
        path: 'gaps',
        lazy: async () => ({ Component: (await import('../features/admin/gaps/gaps-admin-page')).GapsAdminPage }),
      },
      {
        path: 'cards',
        lazy: async () => ({ Component: (await import('../features/admin/cards/cards-admin-page')).CardsAdminPage }),
      },
      {
        path: 'cards/new',
        lazy: async () => ({ Component: (await import('../features/admin/cards/card-editor-page')).CardEditorPage }),
      },
      {
        path: 'cards/:id',
        lazy: async () => ({ Component: (await import('../features/admin/cards/card-editor-page')).CardEditorPage }),
      },
      {
        path: 'events',
        lazy: async () => ({ Component: (await import('../features/admin/events/events-admin-page')).EventsAdminPage }),
      },
      {
        path: 'leaderboard',
        lazy: async () => ({
          Component: (await import('../features/admin/leaderboard/leaderboard-admin-page')).LeaderboardAdminPage,
        }),
      },
      {
        path: 'content',
        lazy: async () => ({ Component: (await import('../features/admin/content/content-admin-page')).ContentAdminPage }),
      },
      {
        path: 'analytics',
        lazy: async () => ({
          Component: (await import('../features/admin/analytics/analytics-admin-page')).AnalyticsAdminPage,
        }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const routes: RouteObject[] = [
  ...adminRoutes,
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'events', element: <EventsPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'answers', element: <LibraryPage /> },
      { path: 'q/:slug', element: <AnswerPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

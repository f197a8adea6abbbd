/** Entry of the admin SPA: the routes of spec §2 under /admin, each screen loaded on demand. */
import './styles.css';
import { type ComponentType, lazy, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Layout } from './Layout.tsx';
import { Dashboard } from './pages/Dashboard.tsx';
import { Login, ResetConfirm, ResetRequest } from './pages/Login.tsx';
import { Guard, SessionProvider } from './session.tsx';

type Loader = () => Promise<Record<string, unknown>>;
const screen = (load: Loader, name: string) => {
  const C = lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
  return <C />;
};
const articles: Loader = () => import('./pages/Articles.tsx');
const mediaPages: Loader = () => import('./pages/Media.tsx');
const sims: Loader = () => import('./pages/Simulations.tsx');
const cities: Loader = () => import('./pages/Cities.tsx');
const themes: Loader = () => import('./pages/Thematiques.tsx');
const users: Loader = () => import('./pages/Users.tsx');
const stats: Loader = () => import('./pages/Stats.tsx');
const audience: Loader = () => import('./pages/Audience.tsx');
const email: Loader = () => import('./pages/Email.tsx');
const system: Loader = () => import('./pages/System.tsx');

const adminOnly = (el: React.ReactNode) => <Guard adminOnly>{el}</Guard>;

const router = createBrowserRouter(
  [
    { path: '/login', element: <Login /> },
    { path: '/reset-password', element: <ResetRequest /> },
    { path: '/reset-password/confirm', element: <ResetConfirm /> },
    {
      path: '/',
      element: (
        <Guard>
          <Layout />
        </Guard>
      ),
      children: [
        { index: true, element: <Dashboard /> },
        { path: 'articles', element: screen(articles, 'ArticleList') },
        { path: 'articles/new', element: screen(articles, 'ArticleNew') },
        { path: 'articles/generate', element: screen(articles, 'ArticleGenerate') },
        { path: 'articles/:id/edit', element: screen(articles, 'ArticleEdit') },
        { path: 'categories', element: screen(articles, 'Categories') },
        { path: 'tags', element: screen(articles, 'Tags') },
        { path: 'media', element: screen(mediaPages, 'MediaLibrary') },
        { path: 'formulaires', element: screen(sims, 'FormList') },
        { path: 'formulaires/:id', element: screen(sims, 'SimulationDetail') },
        { path: 'simulations', element: screen(sims, 'SimulationList') },
        { path: 'simulations-v1', element: screen(sims, 'SimulationListV1') },
        { path: 'simulations-v2', element: screen(sims, 'SimulationListV2') },
        { path: 'simulations/:id', element: screen(sims, 'SimulationDetail') },
        { path: 'cities', element: screen(cities, 'CityList') },
        { path: 'cities/batch-seo', element: screen(cities, 'BatchSeo') },
        { path: 'cities/route-health', element: screen(cities, 'RouteHealth') },
        { path: 'cities/:id/edit', element: screen(cities, 'CityEdit') },
        { path: 'city-generator', element: screen(cities, 'CityGenerator') },
        { path: 'thematiques', element: screen(themes, 'ThematiqueList') },
        { path: 'thematiques/new', element: screen(themes, 'ThematiqueNew') },
        { path: 'thematiques/generate', element: screen(themes, 'ThematiqueGenerate') },
        { path: 'thematiques/categories', element: screen(themes, 'ThematiqueCategories') },
        { path: 'thematiques/analytics', element: screen(themes, 'ThematiqueAnalytics') },
        { path: 'thematiques/links', element: screen(themes, 'ThematiqueLinks') },
        { path: 'thematiques/:id/edit', element: screen(themes, 'ThematiqueEdit') },
        { path: 'users', element: adminOnly(screen(users, 'UserList')) },
        { path: 'stats', element: screen(stats, 'StatsPage') },
        { path: 'stats/sources', element: screen(stats, 'SourcesPage') },
        { path: 'stats/audience', element: screen(audience, 'AudiencePage') },
        { path: 'email/templates', element: screen(email, 'TemplateList') },
        { path: 'email/templates/:key', element: screen(email, 'TemplateEdit') },
        { path: 'email/logs', element: adminOnly(screen(email, 'EmailLogs')) },
        { path: 'contact/messages', element: adminOnly(screen(email, 'ContactMessages')) },
        { path: 'security-validation', element: adminOnly(screen(system, 'SecurityValidation')) },
        { path: 'system-tools', element: adminOnly(screen(system, 'SystemTools')) },
        { path: 'ssg', element: screen(system, 'SsgPage') },
        { path: 'ssg-status', element: screen(system, 'SsgStatus') },
        { path: 'parametres', element: screen(system, 'Parameters') },
        { path: '*', element: screen(system, 'NotFoundScreen') },
      ],
    },
  ],
  { basename: '/admin' },
);

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </StrictMode>,
  );

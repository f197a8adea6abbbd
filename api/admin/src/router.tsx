/** The routes of spec §2 under /admin: sign-in screens outside the guard, every section inside it. */
import type { ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { Layout } from './components/layout/Layout.tsx';
import { lazySection } from './lazySection.tsx';
import { Login } from './pages/auth/Login.tsx';
import { ResetConfirm } from './pages/auth/ResetConfirm.tsx';
import { ResetRequest } from './pages/auth/ResetRequest.tsx';
import { Dashboard } from './pages/dashboard/Dashboard.tsx';
import { NotFoundScreen } from './pages/NotFound.tsx';
import { Guard } from './session.tsx';

const articles = lazySection(() => import('./pages/articles/index.ts'));
const media = lazySection(() => import('./pages/media/index.ts'));
const simulations = lazySection(() => import('./pages/simulations/index.ts'));
const cities = lazySection(() => import('./pages/cities/index.ts'));
const themes = lazySection(() => import('./pages/thematiques/index.ts'));
const users = lazySection(() => import('./pages/users/index.ts'));
const stats = lazySection(() => import('./pages/stats/index.ts'));
const audience = lazySection(() => import('./pages/audience/index.ts'));
const email = lazySection(() => import('./pages/email/index.ts'));
const publishing = lazySection(() => import('./pages/publishing/index.ts'));
const system = lazySection(() => import('./pages/system/index.ts'));
const redirects = lazySection(() => import('./pages/redirects/index.ts'));
const scales = lazySection(() => import('./pages/scales/index.ts'));
const trash = lazySection(() => import('./pages/trash/index.ts'));

const adminOnly = (el: ReactNode) => <Guard adminOnly>{el}</Guard>;

export const router = createBrowserRouter(
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
        { path: 'articles', element: articles('ArticleList') },
        { path: 'articles/new', element: articles('ArticleNew') },
        { path: 'articles/generate', element: articles('ArticleGenerate') },
        { path: 'articles/:id/edit', element: articles('ArticleEdit') },
        { path: 'categories', element: articles('Categories') },
        { path: 'tags', element: articles('Tags') },
        { path: 'media', element: media('MediaLibrary') },
        { path: 'redirections', element: redirects('RedirectListScreen') },
        { path: 'liens-casses', element: redirects('BrokenLinksScreen') },
        { path: 'corbeille', element: trash('TrashScreen') },
        { path: 'formulaires', element: simulations('FormList') },
        { path: 'formulaires/:id', element: simulations('SimulationDetail') },
        { path: 'simulations', element: simulations('SimulationList') },
        { path: 'simulations-v1', element: simulations('SimulationListV1') },
        { path: 'simulations-v2', element: simulations('SimulationListV2') },
        { path: 'simulations/:id', element: simulations('SimulationDetail') },
        { path: 'cities', element: cities('CityList') },
        { path: 'cities/batch-seo', element: cities('BatchSeo') },
        { path: 'cities/route-health', element: cities('RouteHealth') },
        { path: 'cities/:id/edit', element: cities('CityEdit') },
        { path: 'city-generator', element: cities('CityGenerator') },
        { path: 'thematiques', element: themes('ThematiqueList') },
        { path: 'thematiques/new', element: themes('ThematiqueNew') },
        { path: 'thematiques/generate', element: themes('ThematiqueGenerate') },
        { path: 'thematiques/categories', element: themes('ThematiqueCategories') },
        { path: 'thematiques/analytics', element: themes('ThematiqueAnalytics') },
        { path: 'thematiques/links', element: themes('ThematiqueLinks') },
        { path: 'thematiques/:id/edit', element: themes('ThematiqueEdit') },
        { path: 'users', element: adminOnly(users('UserList')) },
        { path: 'stats', element: stats('StatsPage') },
        { path: 'stats/sources', element: stats('SourcesPage') },
        { path: 'stats/audience', element: audience('AudiencePage') },
        { path: 'email/templates', element: email('TemplateList') },
        { path: 'email/templates/:key', element: email('TemplateEdit') },
        { path: 'email/logs', element: adminOnly(email('EmailLogs')) },
        { path: 'contact/messages', element: adminOnly(email('ContactMessages')) },
        { path: 'security-validation', element: adminOnly(system('SecurityValidation')) },
        { path: 'system-tools', element: adminOnly(system('SystemTools')) },
        { path: 'mentions-legales', element: adminOnly(system('LegalNotice')) },
        { path: 'ssg', element: publishing('SsgPage') },
        { path: 'ssg-status', element: publishing('SsgStatus') },
        { path: 'parametres', element: publishing('Parameters') },
        { path: 'baremes', element: scales('ScaleList') },
        { path: 'baremes/nouvelle', element: adminOnly(scales('ScaleNew')) },
        { path: 'baremes/:id', element: scales('ScaleVersion') },
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ],
  { basename: '/admin' },
);

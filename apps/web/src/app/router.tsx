import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { RouteErrorContent, RouteErrorPage } from '../features/errors/RouteErrorPage';
import { NotFoundState } from '../features/errors/NotFoundState';
import { setAuthNavigator } from '../platform/api/auth-redirect';
import { PageLoader } from '../platform/ui/PageLoader';
import { lazyPage } from './lazy-page';
import { AdminOnly } from './layouts/manage/AdminOnly';
import { manageLayoutLoader } from './layouts/manage/manage-loader';
import { RootLayout } from './RootLayout';
import { eventAreaRoutes } from '../features/event-area/routes';
import { catalogueAccountRoutes } from '../features/catalogue/routes';
import { attendeePrintRoutes } from '../features/attendees/routes';
import { seatingPrintRoutes } from '../features/event-seating/routes';
import { seatingPlanRoutes } from '../features/seating-plans/routes';
import { organizerReportRoute } from '../features/reports/routes';

/**
 * The buyer pages and the scanner are the public entry's (public.html, app/public): a link to one of
 * them from here loads that page from the server rather than drawing it in this app.
 */
const publicPageRoutes: RouteObject[] = ['event', 'e', 'widget', 'checkout', 'order', 'ticket', 'check-in'].map((prefix) => ({
  path: `${prefix}/*`,
  loader: ({ request }) => {
    window.location.assign(request.url);
    // The browser is leaving: the page never finishes loading here.
    return new Promise<never>(() => {});
  },
}));

const authRoutes: RouteObject = {
  path: 'auth',
  lazy: lazyPage(
    () => import('../features/auth/AuthLayout'),
    (m) => m.AuthLayout,
  ),
  children: [
    { index: true, loader: () => redirect('/auth/login') },
    {
      path: 'login',
      lazy: lazyPage(
        () => import('../features/auth/LoginPage'),
        (m) => m.LoginPage,
      ),
    },
    {
      path: 'register',
      lazy: lazyPage(
        () => import('../features/auth/RegisterPage'),
        (m) => m.RegisterPage,
      ),
    },
    {
      path: 'forgot-password',
      lazy: lazyPage(
        () => import('../features/auth/ForgotPasswordPage'),
        (m) => m.ForgotPasswordPage,
      ),
    },
    {
      path: 'reset-password/:token',
      lazy: lazyPage(
        () => import('../features/auth/ResetPasswordPage'),
        (m) => m.ResetPasswordPage,
      ),
    },
    {
      path: 'accept-invitation/:token',
      lazy: lazyPage(
        () => import('../features/auth/AcceptInvitationPage'),
        (m) => m.AcceptInvitationPage,
      ),
    },
  ],
};

/** `/manage/*`, `/account/*` and `/welcome` share the management shell and need a session. */
const managementRoutes: RouteObject = {
  loader: manageLayoutLoader,
  lazy: lazyPage(
    () => import('./layouts/manage/ManageLayout'),
    (m) => m.ManageLayout,
  ),
  children: [
    {
      // Errors of a page show inside the shell, so the navigation stays usable.
      ErrorBoundary: RouteErrorContent,
      children: [
        { path: 'manage', loader: () => redirect('/manage/events') },
        {
          path: 'manage/events/:eventsState?',
          lazy: lazyPage(
            () => import('../features/events/EventsPage'),
            (m) => m.EventsPage,
          ),
        },
        organizerReportRoute,
        {
          path: 'manage/organizer/:organizerId/events?/:eventsState?',
          lazy: lazyPage(
            () => import('../features/organizers/OrganizerPage'),
            (m) => m.OrganizerPage,
          ),
        },
        {
          path: 'manage/organizer/:organizerId/invoicing',
          lazy: lazyPage(
            () => import('../features/invoices/InvoicingPage'),
            (m) => m.InvoicingPage,
          ),
        },
        {
          path: 'manage/account',
          lazy: lazyPage(
            () => import('../features/account/AccountPage'),
            (m) => m.AccountPage,
          ),
        },
        {
          path: 'manage/profile',
          lazy: lazyPage(
            () => import('../features/profile/ProfilePage'),
            (m) => m.ProfilePage,
          ),
        },
        {
          path: 'manage/profile/confirm-email-change/:token',
          lazy: lazyPage(
            () => import('../features/profile/ConfirmEmailChangePage'),
            (m) => m.ConfirmEmailChangePage,
          ),
        },
        {
          path: 'manage/profile/confirm-email-address/:token',
          lazy: lazyPage(
            () => import('../features/profile/ConfirmEmailAddressPage'),
            (m) => m.ConfirmEmailAddressPage,
          ),
        },
        ...eventAreaRoutes,
        {
          path: 'welcome',
          lazy: lazyPage(
            () => import('../features/welcome/WelcomePage'),
            (m) => m.WelcomePage,
          ),
        },
        {
          path: 'account',
          Component: AdminOnly,
          children: [
            { index: true, loader: () => redirect('/account/settings') },
            {
              path: 'settings',
              lazy: lazyPage(
                () => import('../features/account/AccountSettingsPage'),
                (m) => m.AccountSettingsPage,
              ),
            },
            {
              path: 'users',
              lazy: lazyPage(
                () => import('../features/account/AccountUsersPage'),
                (m) => m.AccountUsersPage,
              ),
            },
            {
              path: 'event-defaults',
              lazy: lazyPage(
                () => import('../features/account/EventDefaultsPage'),
                (m) => m.EventDefaultsPage,
              ),
            },
            {
              path: 'payment',
              lazy: lazyPage(
                () => import('../features/account/payment/PaymentSettingsPage'),
                (m) => m.PaymentSettingsPage,
              ),
            },
            {
              path: 'integrations',
              lazy: lazyPage(
                () => import('../features/account/integrations/IntegrationsPage'),
                (m) => m.IntegrationsPage,
              ),
            },
            ...catalogueAccountRoutes,
            ...seatingPlanRoutes,
          ],
        },
        // Management paths without a page yet stay inside the shell.
        { path: 'manage/*', Component: NotFoundState },
        { path: 'account/*', Component: NotFoundState },
      ],
    },
  ],
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [
      {
        lazy: lazyPage(
          () => import('../features/landing/MarketingLayout'),
          (m) => m.MarketingLayout,
        ),
        children: [
          {
            index: true,
            lazy: lazyPage(
              () => import('../features/landing/LandingPage'),
              (m) => m.LandingPage,
            ),
          },
          {
            path: 'upgrade',
            lazy: lazyPage(
              () => import('../features/landing/UpgradePage'),
              (m) => m.UpgradePage,
            ),
          },
        ],
      },
      authRoutes,
      managementRoutes,
      ...publicPageRoutes,
      ...attendeePrintRoutes,
      ...seatingPrintRoutes,
      {
        path: 'dev/mailbox',
        lazy: lazyPage(
          () => import('../features/dev-mailbox/MailboxPage'),
          (m) => m.MailboxPage,
        ),
      },
      {
        path: '*',
        lazy: lazyPage(
          () => import('../features/errors/NotFoundPage'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

setAuthNavigator((to) => void router.navigate(to));

/** The URL of a navigation that is still loading its route modules, if any. */
export function pendingNavigationUrl(): string | null {
  const location = router.state.navigation.location;
  return location ? location.pathname + location.search + location.hash : null;
}

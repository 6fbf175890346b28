import { createBrowserRouter, Navigate } from 'react-router';
import { LandingPage } from '../features/landing/LandingPage.tsx';
import { setClientNavigator } from '../lib/navigation.ts';
import { ChatInPlace } from './chatInPlace.tsx';
import { InitialLoad } from './InitialLoad.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouterFallback } from './RouterFallback.tsx';

// Each screen is fetched when first visited.
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouterFallback,
    HydrateFallback: InitialLoad,
    children: [
      { index: true, Component: LandingPage },
      {
        lazy: async () => ({ Component: (await import('./QueryLayout.tsx')).QueryLayout }),
        children: [
          {
            path: 'sign-in',
            lazy: async () => ({ Component: (await import('../features/auth/SignInPage.tsx')).SignInPage }),
          },
          {
            path: 'sign-up',
            lazy: async () => ({ Component: (await import('../features/auth/SignUpPage.tsx')).SignUpPage }),
          },
          {
            path: 'pricing',
            lazy: async () => ({ Component: (await import('../features/pricing/PricingPage.tsx')).PricingPage }),
          },
          {
            path: 'support',
            lazy: async () => ({ Component: (await import('../features/support/SupportPage.tsx')).SupportPage }),
          },
          {
            path: 'profile',
            lazy: async () => ({ Component: (await import('../features/auth/ProfilePage.tsx')).ProfilePage }),
          },
          {
            path: 'invite/:inviteCode',
            lazy: async () => ({ Component: (await import('../features/invite/InvitePage.tsx')).InvitePage }),
          },
          {
            path: 'app',
            lazy: async () => ({ Component: (await import('./ProtectedLayout.tsx')).ProtectedLayout }),
            children: [
              { index: true, element: <Navigate to="/app/dashboard" replace /> },
              {
                path: 'dashboard',
                lazy: async () => {
                  const { DashboardPage } = await import('../features/dashboard/DashboardPage.tsx');
                  return { element: <DashboardPage ChatPanel={ChatInPlace} /> };
                },
              },
              {
                path: 'chat',
                lazy: async () => ({ Component: (await import('../features/chat/ChatPage.tsx')).ChatPage }),
              },
              {
                path: 'pdf-generator',
                lazy: async () => ({
                  Component: (await import('../features/pdf/PdfGeneratorPage.tsx')).PdfGeneratorPage,
                }),
              },
              {
                path: 'pdf-history',
                lazy: async () => ({
                  Component: (await import('../features/pdf/PdfHistoryPage.tsx')).PdfHistoryPage,
                }),
              },
              {
                path: 'image-generator',
                lazy: async () => ({
                  Component: (await import('../features/images/ImageGeneratorPage.tsx')).ImageGeneratorPage,
                }),
              },
              {
                path: 'custom-training',
                lazy: async () => ({
                  Component: (await import('../features/training/CustomTrainingPage.tsx')).CustomTrainingPage,
                }),
              },
              {
                path: 'files',
                lazy: async () => ({ Component: (await import('../features/files/FilesPage.tsx')).FilesPage }),
              },
              {
                path: 'quiz',
                lazy: async () => ({ Component: (await import('../features/quiz/QuizPage.tsx')).QuizPage }),
              },
              {
                path: 'quiz/:quizId',
                lazy: async () => ({
                  Component: (await import('../features/quiz/QuizTakePage.tsx')).QuizTakePage,
                }),
              },
              {
                path: 'review',
                lazy: async () => ({ Component: (await import('../features/review/ReviewPage.tsx')).ReviewPage }),
              },
              {
                path: 'exams',
                lazy: async () => ({ Component: (await import('../features/exams/ExamsPage.tsx')).ExamsPage }),
              },
              {
                path: 'exams/:examId',
                lazy: async () => ({ Component: (await import('../features/exams/ExamTakePage.tsx')).ExamTakePage }),
              },
              {
                path: 'tasting',
                lazy: async () => ({ Component: (await import('../features/tasting/TastingPage.tsx')).TastingPage }),
              },
              {
                path: 'recent',
                lazy: async () => ({ Component: (await import('../features/recent/RecentPage.tsx')).RecentPage }),
              },
              {
                path: 'level',
                lazy: async () => {
                  const { LevelPage } = await import('../features/level/LevelPage.tsx');
                  return { element: <LevelPage ChatPanel={ChatInPlace} /> };
                },
              },
              {
                path: 'settings',
                lazy: async () => ({ Component: (await import('../features/settings/SettingsPage.tsx')).SettingsPage }),
              },
              {
                path: 'messages',
                lazy: async () => ({ Component: (await import('../features/messages/MessagesPage.tsx')).MessagesPage }),
              },
              {
                path: 'admin',
                lazy: async () => ({ Component: (await import('../features/admin/AdminPage.tsx')).AdminPage }),
              },
              {
                path: '*',
                lazy: async () => ({ Component: (await import('./NotFound.tsx')).AppNotFound }),
              },
            ],
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./NotFound.tsx')).NotFound }),
          },
        ],
      },
    ],
  },
]);

// Navigations from outside React (a 401 in the API client, the landing page's links) use the router.
setClientNavigator((to, options) => {
  void router.navigate(to, options);
});

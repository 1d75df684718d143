import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteErrorFallback } from '../components/errors/main-error-fallback';
import { PageLoader } from '../components/layouts/page-loader';
import { PublicLayout } from '../components/layouts/public-layout';
import { paths } from '../config/paths';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import { SessionExpiry } from './session-expiry';

/** React.lazy for a named export: every route module is its own chunk. */
function lazyRoute<Module>(load: () => Promise<Module>, name: keyof Module) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const loadComingSoon = () => import('./routes/app/coming-soon');

const Landing = lazyRoute(() => import('./routes/public/landing'), 'LandingRoute');
const Login = lazyRoute(() => import('./routes/auth/login'), 'LoginRoute');
const Signup = lazyRoute(() => import('./routes/auth/signup'), 'SignupRoute');
const Guides = lazyRoute(() => import('./routes/public/guides'), 'GuidesRoute');
const GuideArticle = lazyRoute(() => import('./routes/public/guide-article'), 'GuideArticleRoute');
const About = lazyRoute(() => import('./routes/public/info-pages'), 'AboutRoute');
const Careers = lazyRoute(() => import('./routes/public/info-pages'), 'CareersRoute');
const Contact = lazyRoute(() => import('./routes/public/info-pages'), 'ContactRoute');

const DashboardLayout = lazyRoute(() => import('../components/layouts/dashboard-layout'), 'DashboardLayout');
const Dashboard = lazyRoute(() => import('./routes/app/dashboard'), 'DashboardRoute');
const Resumes = lazyRoute(() => import('./routes/app/resumes'), 'ResumesRoute');
const ResumeAnalysis = lazyRoute(() => import('./routes/app/resume-analysis'), 'ResumeAnalysisRoute');
const JobMatching = lazyRoute(() => import('./routes/app/job-matching'), 'JobMatchingRoute');
const Blog = lazyRoute(() => import('./routes/app/blog'), 'BlogRoute');
const BlogPost = lazyRoute(() => import('./routes/app/blog-post'), 'BlogPostRoute');
const ExpertInsights = lazyRoute(() => import('./routes/app/expert-insights'), 'ExpertInsightsRoute');
const ResumeMatch = lazyRoute(() => import('./routes/app/resume-match'), 'ResumeMatchRoute');
const MockInterview = lazyRoute(loadComingSoon, 'MockInterviewRoute');
const CareerGoals = lazyRoute(loadComingSoon, 'CareerGoalsRoute');
const Analytics = lazyRoute(loadComingSoon, 'AnalyticsRoute');
const Settings = lazyRoute(loadComingSoon, 'SettingsRoute');
const Community = lazyRoute(loadComingSoon, 'CommunityRoute');

const publicRoutes: RouteObject[] = [
  { index: true, element: <Landing /> },
  { path: paths.auth.login.path, element: <Login /> },
  { path: paths.auth.signup.path, element: <Signup /> },
  { path: paths.guides.list.path, element: <Guides /> },
  { path: paths.guides.article.path, element: <GuideArticle /> },
  { path: paths.info.about.path, element: <About /> },
  { path: paths.info.careers.path, element: <Careers /> },
  { path: paths.info.contact.path, element: <Contact /> },
];

const protectedRoutes: RouteObject[] = [
  { path: paths.app.dashboard.path, element: <Dashboard /> },
  { path: paths.app.resumes.path, element: <Resumes /> },
  { path: paths.app.resumeAnalysis.path, element: <ResumeAnalysis /> },
  { path: paths.app.resumeAnalysisShort.path, element: <ResumeAnalysis /> },
  { path: paths.app.jobMatching.path, element: <JobMatching /> },
  { path: paths.app.mockInterview.path, element: <MockInterview /> },
  { path: paths.app.careerGoals.path, element: <CareerGoals /> },
  { path: paths.app.analytics.path, element: <Analytics /> },
  { path: paths.app.dashboardSettings.path, element: <Settings /> },
  { path: paths.app.settings.path, element: <Settings /> },
  { path: paths.app.blog.path, element: <Blog /> },
  { path: paths.app.blogPost.path, element: <BlogPost /> },
  { path: paths.app.expertInsights.path, element: <ExpertInsights /> },
  { path: paths.app.community.path, element: <Community /> },
  { path: paths.app.resumeMatch.path, element: <ResumeMatch /> },
  { path: paths.app.mockInterviewForJob.path, element: <MockInterview /> },
];

const router = createBrowserRouter([
  {
    element: <SessionExpiry />,
    errorElement: <RouteErrorFallback />,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      {
        element: (
          <ProtectedRoute>
            <Suspense fallback={<PageLoader />}>
              <DashboardLayout />
            </Suspense>
          </ProtectedRoute>
        ),
        children: protectedRoutes,
      },
      // Any other path goes home.
      { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}

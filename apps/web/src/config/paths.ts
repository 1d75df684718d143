/** The query parameter that opens the Upload modal on My Resumes. */
export const UPLOAD_PARAM = 'upload';

/** Every URL the web app links to, each as a route pattern and a way to build a link. */
export const paths = {
  home: { path: '/', getHref: () => '/' },

  auth: {
    login: { path: '/login', getHref: () => '/login' },
    signup: { path: '/signup', getHref: () => '/signup' },
  },

  guides: {
    list: { path: '/guides', getHref: () => '/guides' },
    article: { path: '/guides/:slug', getHref: (slug: string) => `/guides/${encodeURIComponent(slug)}` },
  },

  info: {
    about: { path: '/about', getHref: () => '/about' },
    careers: { path: '/careers', getHref: () => '/careers' },
    contact: { path: '/contact', getHref: () => '/contact' },
  },

  app: {
    dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
    resumes: { path: '/dashboard/resumes', getHref: () => '/dashboard/resumes' },
    /** My Resumes with the Upload modal already open. */
    uploadResume: { path: '/dashboard/resumes', getHref: () => `/dashboard/resumes?${UPLOAD_PARAM}=1` },
    resumeAnalysis: { path: '/dashboard/resume-analysis', getHref: () => '/dashboard/resume-analysis' },
    resumeAnalysisShort: { path: '/resume-analysis', getHref: () => '/resume-analysis' },
    jobMatching: { path: '/dashboard/job-matching', getHref: () => '/dashboard/job-matching' },
    mockInterview: { path: '/dashboard/mock-interview', getHref: () => '/dashboard/mock-interview' },
    careerGoals: { path: '/dashboard/career-goals', getHref: () => '/dashboard/career-goals' },
    analytics: { path: '/dashboard/analytics', getHref: () => '/dashboard/analytics' },
    dashboardSettings: { path: '/dashboard/settings', getHref: () => '/dashboard/settings' },
    settings: { path: '/settings', getHref: () => '/settings' },
    blog: { path: '/blog', getHref: () => '/blog' },
    blogPost: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
    expertInsights: { path: '/expert-insights', getHref: () => '/expert-insights' },
    community: { path: '/community', getHref: () => '/community' },
    resumeMatch: {
      path: '/resume-match/:slug',
      getHref: (slug: string) => `/resume-match/${encodeURIComponent(slug)}`,
    },
    mockInterviewForJob: {
      path: '/mock-interview/:slug',
      getHref: (slug: string) => `/mock-interview/${encodeURIComponent(slug)}`,
    },
  },
} as const;

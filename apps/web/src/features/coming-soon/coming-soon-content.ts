export interface ComingSoonContent {
  title: string;
  description: string;
  expectedLaunch?: string;
  isPro?: boolean;
  features: string[];
}

export const MOCK_INTERVIEW: ComingSoonContent = {
  title: 'AI Mock Interviews',
  description:
    'Practice interviews with an AI interviewer that asks the questions your target role is known for and gives you feedback on every answer.',
  expectedLaunch: 'Q1 2024',
  features: [
    'Questions drawn from the job profiles and roles you are targeting',
    'Behavioral and technical rounds, with difficulty that adapts to your answers',
    'Feedback on the structure, clarity and evidence of every answer',
    'Model answers to compare with your own, built on the STAR method',
    'A history of sessions so you can see your answers improve',
  ],
};

export const CAREER_GOALS: ComingSoonContent = {
  title: 'Career Goal Tracking',
  description:
    'Set career goals, break them into milestones and track your progress toward the role you want.',
  expectedLaunch: 'Q2 2024',
  features: [
    'Goals tied to your target role and experience level',
    'Milestones for skills to learn, certifications to earn and applications to send',
    'Progress that updates as you close the skill gaps in your resume',
    'Weekly check-ins and gentle reminders',
    'Suggested next steps based on your skill-gap analysis',
  ],
};

export const ANALYTICS: ComingSoonContent = {
  title: 'Advanced Analytics',
  description:
    'Deeper insight into your job search: how your resume improves over time, where your applications stand and how your skills compare with the market.',
  expectedLaunch: 'Q3 2024',
  isPro: true,
  features: [
    'Resume score history across every version you upload',
    'An application pipeline from applied to interviewing to offer',
    'Demand trends for the skills in your target role',
    'Salary ranges by role, level and location',
    'Reports you can export and share with a mentor',
  ],
};

export const SETTINGS: ComingSoonContent = {
  title: 'Advanced Settings',
  description: 'More control over your profile, notifications, privacy and data.',
  expectedLaunch: 'Q1 2024',
  features: [
    'Update your target role, experience level and career intent',
    'Choose which emails and in-app notifications you receive',
    'Change your password and sign out of other devices',
    'Export or permanently delete your data',
    'Display and accessibility preferences',
  ],
};

export const COMMUNITY: ComingSoonContent = {
  title: 'Professional Community',
  description:
    'Connect with other job seekers and professionals in your field to share advice, review each other’s resumes and practice interviews together.',
  expectedLaunch: 'Q3 2024',
  features: [
    'Discussion groups by role and industry',
    'Peer resume reviews with structured feedback',
    'Find a partner for mock interview practice',
    'Ask-me-anything sessions with hiring managers and recruiters',
    'Job leads shared by members',
  ],
};

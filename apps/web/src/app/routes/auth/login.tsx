import { AuthCard } from '../../../features/auth/components/auth-card';
import { LoginForm } from '../../../features/auth/components/login-form';
import { usePageMeta } from '../../../hooks/use-page-meta';

export function LoginRoute() {
  usePageMeta({
    title: 'Sign In',
    description: 'Sign in to CareerLens to see your resume analysis, skill gaps and job matches.',
  });
  return (
    <AuthCard title="Welcome back" subtitle="Sign in to see your resume insights and job matches.">
      <LoginForm />
    </AuthCard>
  );
}

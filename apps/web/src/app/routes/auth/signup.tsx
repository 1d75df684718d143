import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { GuestOnly } from '../../../features/auth/components/guest-only';
import { SignupWizard } from '../../../features/auth/components/signup-wizard';
import { usePageMeta } from '../../../hooks/use-page-meta';

export function SignupRoute() {
  usePageMeta({
    title: 'Create Your Account',
    description:
      'Create a CareerLens account: tell us your target role and experience, and get your resume analyzed.',
  });
  return (
    <GuestOnly>
      <AuthCard title="Join CareerLens" subtitle="Four quick steps to your first resume report." maxW="2xl">
        <SignupWizard />
        <Text textAlign="center" fontSize="sm" color="fg.muted" mt="6">
          Already have an account?{' '}
          <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
            <RouterLink to={paths.auth.login.getHref()}>Sign in</RouterLink>
          </Link>
        </Text>
      </AuthCard>
    </GuestOnly>
  );
}

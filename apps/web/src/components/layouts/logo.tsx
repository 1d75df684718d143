import { HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { SITE_NAME } from '../../config/site';

function LogoMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1d4ed8" />
      <circle cx="28" cy="28" r="14" fill="none" stroke="#ffffff" strokeWidth="5" />
      <path d="M38 38 L50 50" stroke="#ffffff" strokeWidth="6" strokeLinecap="round" />
      <path
        d="M21 31 L26 25 L30 29 L35 22"
        fill="none"
        stroke="#93c5fd"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The product logo, linking home. `to` lets the signed-in shell point it at the dashboard instead. */
export function Logo({ to = paths.home.getHref() }: { to?: string }) {
  return (
    <Link
      asChild
      fontWeight="bold"
      fontSize="lg"
      color="fg"
      _hover={{ textDecoration: 'none' }}
      borderRadius="md"
    >
      <RouterLink to={to} aria-label={`${SITE_NAME} home`}>
        <HStack gap="2">
          <LogoMark />
          <Text as="span" letterSpacing="tight">
            {SITE_NAME}
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}

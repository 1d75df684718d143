import { Box, Container, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { SITE_NAME, SITE_TAGLINE } from '../../config/site';

const FOOTER_LINKS = [
  { label: 'Guides', href: paths.guides.list.getHref() },
  { label: 'About', href: paths.info.about.getHref() },
  { label: 'Careers', href: paths.info.careers.getHref() },
  { label: 'Contact', href: paths.info.contact.getHref() },
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" py="8">
      <Container maxW="6xl">
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ md: 'center' }}
          gap="4"
        >
          <Text fontSize="sm" color="fg.muted">
            © {year} {SITE_NAME}. All rights reserved. {SITE_TAGLINE}
          </Text>
          <HStack as="nav" aria-label="Footer" gap="5" wrap="wrap">
            {FOOTER_LINKS.map((link) => (
              <Link key={link.href} asChild fontSize="sm" color="fg.muted">
                <RouterLink to={link.href}>{link.label}</RouterLink>
              </Link>
            ))}
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}

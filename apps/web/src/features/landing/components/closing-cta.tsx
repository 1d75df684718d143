import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { paths } from '../../../config/paths';
import { CtaLink } from './cta-link';

export function ClosingCta() {
  return (
    <Box as="section" aria-labelledby="closing-cta-heading" py={{ base: '14', md: '20' }}>
      <Container maxW="4xl">
        <Stack
          gap="5"
          align="center"
          textAlign="center"
          p={{ base: '8', md: '12' }}
          borderRadius="2xl"
          bg="brand.subtle"
        >
          <Heading
            as="h2"
            id="closing-cta-heading"
            fontSize={{ base: '2xl', md: '3xl' }}
            letterSpacing="tight"
          >
            Make your next application your strongest one
          </Heading>
          <Text color="fg.muted" maxW="xl">
            Create your account, tell us the role and level you are aiming for, and upload your resume. Your
            first report usually arrives in a few seconds, with the fix to make first.
          </Text>
          <CtaLink to={paths.auth.signup.getHref()}>Create Your Account</CtaLink>
        </Stack>
      </Container>
    </Box>
  );
}

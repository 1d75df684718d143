import { Box, Container, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { CtaLink } from './cta-link';

export interface Feature {
  icon: IconType;
  title: string;
  description: string;
}

interface FeatureSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  features: Feature[];
  cta: { label: string; to: string };
  muted?: boolean;
}

export function FeatureSection({ id, eyebrow, title, intro, features, cta, muted }: FeatureSectionProps) {
  return (
    <Box as="section" aria-labelledby={id} py={{ base: '14', md: '20' }} bg={muted ? 'bg.subtle' : 'bg'}>
      <Container maxW="6xl">
        <Stack gap="4" maxW="2xl" mb="10">
          <Text
            fontSize="sm"
            fontWeight="semibold"
            color="brand.fg"
            textTransform="uppercase"
            letterSpacing="wider"
          >
            {eyebrow}
          </Text>
          <Heading as="h2" id={id} fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {intro}
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {features.map((feature) => (
            <Stack key={feature.title} gap="3" p="6" borderWidth="1px" borderRadius="xl" bg="bg">
              <Box
                w="10"
                h="10"
                borderRadius="lg"
                bg="brand.subtle"
                color="brand.fg"
                display="grid"
                placeItems="center"
              >
                <Icon as={feature.icon} boxSize="5" aria-hidden="true" />
              </Box>
              <Heading as="h3" size="md">
                {feature.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {feature.description}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Box mt="10">
          <CtaLink to={cta.to}>{cta.label}</CtaLink>
        </Box>
      </Container>
    </Box>
  );
}

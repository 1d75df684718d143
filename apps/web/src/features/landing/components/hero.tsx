import {
  Badge,
  Box,
  Container,
  Heading,
  HStack,
  Icon,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuCircleCheck, LuCircleX, LuLightbulb } from 'react-icons/lu';
import { paths } from '../../../config/paths';
import { CtaLink } from './cta-link';

const PRINCIPLES = [
  'Deterministic scores: the same resume always gets the same result.',
  'No outside AI services: your resume is analyzed on CareerLens servers and never sent to a third party.',
  'Never invents experience: every suggestion builds on what you have actually done.',
];

const EXAMPLE_CHECKS = [
  { passed: true, label: 'Contact details can be read by an ATS' },
  { passed: true, label: 'Standard section headings' },
  { passed: false, label: 'Dates use one consistent format' },
];

/** An illustration of the report layout, clearly labelled as an example. */
function ExampleReport() {
  return (
    <Box
      aria-label="Example of an ATS report"
      role="figure"
      borderWidth="1px"
      borderRadius="xl"
      bg="bg"
      boxShadow="lg"
      p="6"
      maxW="md"
      w="full"
      mx={{ base: 'auto', lg: '0' }}
    >
      <HStack justify="space-between" mb="4">
        <Text fontWeight="semibold">ATS compatibility</Text>
        <Badge variant="outline">Example</Badge>
      </HStack>
      <List.Root gap="3" variant="plain">
        {EXAMPLE_CHECKS.map((check) => (
          <List.Item key={check.label} alignItems="center" gap="2">
            <List.Indicator asChild color={check.passed ? 'green.fg' : 'red.fg'}>
              {check.passed ? <LuCircleCheck aria-label="Passed" /> : <LuCircleX aria-label="Needs work" />}
            </List.Indicator>
            <Text fontSize="sm">{check.label}</Text>
          </List.Item>
        ))}
      </List.Root>
      <Box mt="5" p="4" borderRadius="lg" bg="brand.subtle">
        <HStack gap="2" mb="1" color="brand.fg">
          <Icon as={LuLightbulb} aria-hidden="true" />
          <Text fontSize="sm" fontWeight="semibold">
            Most useful fix
          </Text>
        </HStack>
        <Text fontSize="sm">
          Write every date as “Mar 2022 – Jun 2024”. Mixed formats make some systems misread how long you held
          each role.
        </Text>
      </Box>
    </Box>
  );
}

export function Hero() {
  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      py={{ base: '12', md: '20' }}
    >
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '16' }} alignItems="center">
          <Stack gap="6">
            <Text
              fontSize="sm"
              fontWeight="semibold"
              color="brand.fg"
              textTransform="uppercase"
              letterSpacing="wider"
            >
              Resume analysis · Skill gaps · Job matching
            </Text>
            <Heading
              as="h1"
              id="hero-heading"
              fontSize={{ base: '3xl', md: '5xl' }}
              lineHeight="1.1"
              letterSpacing="tight"
            >
              See your resume the way hiring software does
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
              CareerLens scores your resume for ATS compatibility, explains every check it runs and tells you
              the single fix that will help most. Then it compares your skills with what real job postings for
              your target role and level ask for, and ranks the jobs that fit you.
            </Text>
            <HStack gap="3" wrap="wrap">
              <CtaLink to={paths.auth.signup.getHref()}>Get Started</CtaLink>
              <CtaLink to={paths.auth.login.getHref()} variant="outline">
                Sign In
              </CtaLink>
            </HStack>
            <List.Root gap="2" variant="plain">
              {PRINCIPLES.map((principle) => (
                <List.Item key={principle} alignItems="flex-start" gap="2">
                  <List.Indicator asChild color="green.fg" mt="1">
                    <LuCircleCheck aria-hidden="true" />
                  </List.Indicator>
                  <Text fontSize="sm" color="fg.muted">
                    {principle}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          </Stack>
          <ExampleReport />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

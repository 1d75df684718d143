import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Icon,
  Input,
  List,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId } from 'react';
import { LuArrowLeft, LuBell, LuCircleCheck, LuRocket } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import type { ComingSoonContent } from '../coming-soon-content';

function NotifyCard() {
  const emailId = useId();
  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">
        <HStack gap="2">
          <Icon as={LuBell} color="brand.fg" aria-hidden="true" />
          <Heading as="h2" size="md">
            Get Notified When It&apos;s Ready
          </Heading>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          Leave your email and we will let you know as soon as this launches.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'flex-end' }}>
          <Field.Root flex="1">
            <Field.Label htmlFor={emailId}>Email address</Field.Label>
            <Input id={emailId} type="email" placeholder="you@example.com" autoComplete="email" />
          </Field.Root>
          <Button type="button" bg="brand.solid" color="white" _hover={{ opacity: 0.92 }}>
            Notify Me
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Title, description, Coming Soon badge, expected launch, what's coming, a notify card and Go Back. */
export function ComingSoonPage({ content }: { content: ComingSoonContent }) {
  const navigate = useNavigate();
  return (
    <Stack gap="8" maxW="3xl" mx="auto">
      <Stack gap="4">
        <Box
          w="12"
          h="12"
          borderRadius="xl"
          bg="brand.subtle"
          color="brand.fg"
          display="grid"
          placeItems="center"
        >
          <Icon as={LuRocket} boxSize="6" aria-hidden="true" />
        </Box>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="orange" variant="subtle" size="lg">
            Coming Soon
          </Badge>
          {content.isPro ? (
            <Badge colorPalette="purple" variant="solid" size="lg">
              Pro
            </Badge>
          ) : null}
        </HStack>
        <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
          {content.title}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
          {content.description}
        </Text>
        {content.expectedLaunch ? (
          <Text fontWeight="medium">Expected Launch: {content.expectedLaunch}</Text>
        ) : null}
      </Stack>

      <Stack gap="4" as="section" aria-labelledby="whats-coming-heading">
        <Heading as="h2" id="whats-coming-heading" size="lg">
          What&apos;s Coming
        </Heading>
        <List.Root gap="3" variant="plain">
          {content.features.map((feature) => (
            <List.Item key={feature} alignItems="flex-start" gap="2">
              <List.Indicator asChild color="green.fg" mt="1">
                <LuCircleCheck aria-hidden="true" />
              </List.Indicator>
              <Text>{feature}</Text>
            </List.Item>
          ))}
        </List.Root>
      </Stack>

      <NotifyCard />

      <Box>
        <Button variant="outline" onClick={() => navigate(-1)}>
          <LuArrowLeft aria-hidden="true" />
          Go Back
        </Button>
      </Box>
    </Stack>
  );
}

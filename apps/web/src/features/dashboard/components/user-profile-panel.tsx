import type { User } from '@careerlens/contracts';
import { CAREER_INTENTS, EXPERIENCE_LEVELS } from '@careerlens/contracts/constants';
import { Avatar, Box, Card, DataList, Heading, HStack, Text } from '@chakra-ui/react';
import { useCurrentUser } from '../api/get-current-user';
import { RolePicker } from './role-picker';

const NOT_SET = 'Not set';

function experienceLabel(level: User['experienceLevel']): string {
  const found = EXPERIENCE_LEVELS.find((item) => item.id === level);
  return found ? `${found.label} (${found.years})` : NOT_SET;
}

function intentLabel(intent: User['careerIntent']): string {
  return CAREER_INTENTS.find((item) => item.id === intent)?.label ?? NOT_SET;
}

/** The side panel for the user: name, email, target role, level and intent. */
export function UserProfilePanel({ sessionUser }: { sessionUser: User }) {
  // The server's copy when it has answered; the stored one until then.
  const { data } = useCurrentUser();
  const user = data ?? sessionUser;
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Card.Root as="section" aria-labelledby="profile-heading" variant="outline" bg="bg">
      <Card.Body gap="5">
        <Heading as="h2" id="profile-heading" size="md">
          Your Profile
        </Heading>
        <HStack gap="3" minW="0">
          <Avatar.Root size="lg" colorPalette="blue">
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          <Box minW="0">
            <Text fontWeight="semibold" truncate>
              {name}
            </Text>
            <Text fontSize="sm" color="fg.muted" truncate>
              {user.email}
            </Text>
          </Box>
        </HStack>
        <DataList.Root orientation="vertical" gap="3" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>Target role</DataList.ItemLabel>
            <DataList.ItemValue>{user.targetRole ?? NOT_SET}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Experience level</DataList.ItemLabel>
            <DataList.ItemValue>{experienceLabel(user.experienceLevel)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Career intent</DataList.ItemLabel>
            <DataList.ItemValue>{intentLabel(user.careerIntent)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <RolePicker user={user} />
      </Card.Body>
    </Card.Root>
  );
}

import { Avatar, Box, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import type { User } from '@careerlens/contracts';
import { LuBell, LuMenu } from 'react-icons/lu';
import { paths } from '../../config/paths';
import { NAV_BAR_HEIGHT } from '../../config/site';
import { ColorModeToggle } from '../ui/color-mode';
import { Logo } from './logo';

export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** Top bar of the signed-in shell: the menu button and logo below md, the user's name and email. */
export function DashboardHeader({ user, onOpenMenu }: { user: User; onOpenMenu(): void }) {
  const name = fullName(user);
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      h={NAV_BAR_HEIGHT}
      bg="bg/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      px={{ base: '3', md: '6' }}
    >
      <Flex h="full" align="center" justify="space-between" gap="3">
        <HStack gap="2" display={{ base: 'flex', md: 'none' }}>
          <IconButton aria-label="Open navigation menu" variant="ghost" size="sm" onClick={onOpenMenu}>
            <LuMenu />
          </IconButton>
          <Logo to={paths.app.dashboard.getHref()} />
        </HStack>
        <Box display={{ base: 'none', md: 'block' }} />
        <HStack gap={{ base: '1', md: '3' }} minW="0">
          <ColorModeToggle />
          <IconButton aria-label="Notifications (coming soon)" variant="ghost" size="sm" disabled>
            <LuBell />
          </IconButton>
          <HStack gap="3" minW="0" ps={{ md: '2' }}>
            <Avatar.Root size="sm" colorPalette="blue">
              <Avatar.Fallback name={name} />
            </Avatar.Root>
            <Box minW="0" display={{ base: 'none', sm: 'block' }} lineHeight="short">
              <Text fontSize="sm" fontWeight="semibold" truncate>
                {name}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {user.email}
              </Text>
            </Box>
          </HStack>
        </HStack>
      </Flex>
    </Box>
  );
}

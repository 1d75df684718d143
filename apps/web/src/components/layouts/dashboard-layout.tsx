import { Avatar, Box, CloseButton, Drawer, Flex, HStack, Portal, Text } from '@chakra-ui/react';
import type { User } from '@careerlens/contracts';
import { Suspense, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { NAV_BAR_HEIGHT, SIDEBAR_WIDTH } from '../../config/site';
import { useAuth } from '../../lib/auth';
import { DashboardHeader, fullName } from './dashboard-header';
import { DashboardNav } from './dashboard-nav';
import { Logo } from './logo';
import { PageLoader } from './page-loader';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

function MobileNavDrawer({
  user,
  open,
  onOpenChange,
  onSignOut,
}: {
  user: User;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSignOut(): void;
}) {
  const name = fullName(user);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={SIDEBAR_WIDTH}>
            <Drawer.Header borderBottomWidth="1px" pb="4" pe="12">
              <Drawer.Title asChild>
                <HStack gap="3" minW="0">
                  <Avatar.Root size="sm" colorPalette="blue">
                    <Avatar.Fallback name={name} />
                  </Avatar.Root>
                  <Box minW="0" lineHeight="short">
                    <Text fontSize="sm" fontWeight="semibold" truncate>
                      {name}
                    </Text>
                    <Text fontSize="xs" fontWeight="normal" color="fg.muted" truncate>
                      {user.email}
                    </Text>
                  </Box>
                </HStack>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="4">
              <DashboardNav onNavigate={() => onOpenChange(false)} onSignOut={onSignOut} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close navigation menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** The signed-in shell: a 280px fixed sidebar from md up, a top bar with a slide-in drawer below it. */
export function DashboardLayout() {
  const { user, signOut: endSession } = useAuth();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!user) return null;

  // Leave the protected area first: logging out while still on it would make the guard send us to /login.
  const signOut = async () => {
    await navigate(paths.home.getHref(), { flushSync: true });
    endSession();
  };

  return (
    <Box minH="100dvh" bg="bg.page">
      <SkipLink />
      <Box
        as="aside"
        aria-label="Sidebar"
        display={{ base: 'none', md: 'flex' }}
        flexDirection="column"
        position="fixed"
        insetY="0"
        left="0"
        w={SIDEBAR_WIDTH}
        bg="bg"
        borderRightWidth="1px"
        zIndex="docked"
      >
        <Flex h={NAV_BAR_HEIGHT} align="center" px="6" borderBottomWidth="1px" flexShrink="0">
          <Logo to={paths.app.dashboard.getHref()} />
        </Flex>
        <Box flex="1" overflowY="auto" px="4" py="5">
          <DashboardNav onSignOut={signOut} />
        </Box>
      </Box>
      <MobileNavDrawer user={user} open={drawerOpen} onOpenChange={setDrawerOpen} onSignOut={signOut} />
      <Flex direction="column" minH="100dvh" ms={{ base: '0', md: SIDEBAR_WIDTH }}>
        <DashboardHeader user={user} onOpenMenu={() => setDrawerOpen(true)} />
        <Box
          as="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          flex="1"
          px={{ base: '4', md: '8' }}
          py={{ base: '5', md: '8' }}
          _focus={{ outline: 'none' }}
          minW="0"
        >
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Box>
  );
}

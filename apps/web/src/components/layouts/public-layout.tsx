import { Box, Button, Container, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { NavLink, Outlet, Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { NAV_BAR_HEIGHT } from '../../config/site';
import { useAuth } from '../../lib/auth';
import { ColorModeToggle } from '../ui/color-mode';
import { Logo } from './logo';
import { PageLoader } from './page-loader';
import { publicNavItems } from './public-nav-items';
import { SiteFooter } from './site-footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

// Menu and drawer machinery is only needed once signed in or once the drawer opens: kept off the landing bundle.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
const PublicNavDrawer = lazy(() =>
  import('./public-nav-drawer').then((module) => ({ default: module.PublicNavDrawer })),
);

/** The visitor shell: fixed 64px top bar, the page, and the footer. */
export function PublicLayout() {
  const { isAuthenticated, user, signOut: endSession } = useAuth();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  // A click on the placeholder while the menu code loads opens the menu once it is there.
  const [menuRequested, setMenuRequested] = useState(false);
  const items = publicNavItems(isAuthenticated);
  const signOut = async () => {
    await navigate(paths.home.getHref(), { flushSync: true });
    endSession();
  };

  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <Box
        as="header"
        position="fixed"
        top="0"
        insetX="0"
        h={NAV_BAR_HEIGHT}
        zIndex="sticky"
        bg="bg/90"
        backdropFilter="saturate(180%) blur(8px)"
        borderBottomWidth="1px"
      >
        <Container maxW="6xl" h="full">
          <Flex h="full" align="center" justify="space-between" gap="4">
            <HStack gap="8">
              <Logo />
              <HStack as="nav" aria-label="Main" gap="6" display={{ base: 'none', md: 'flex' }}>
                {items.map((item) => (
                  <Link
                    key={item.href}
                    asChild
                    fontWeight="medium"
                    color="fg.muted"
                    _hover={{ color: 'fg' }}
                    _currentPage={{ color: 'brand.fg' }}
                  >
                    <NavLink to={item.href}>{item.label}</NavLink>
                  </Link>
                ))}
              </HStack>
            </HStack>
            <HStack gap="2">
              <ColorModeToggle />
              <HStack gap="2" display={{ base: 'none', md: 'flex' }}>
                {isAuthenticated && user ? (
                  <Suspense
                    fallback={
                      <Button variant="outline" size="sm" onClick={() => setMenuRequested(true)}>
                        Hello, {user.firstName}
                      </Button>
                    }
                  >
                    <UserMenu firstName={user.firstName} onLogout={signOut} defaultOpen={menuRequested} />
                  </Suspense>
                ) : (
                  <>
                    <Button asChild variant="ghost" size="sm">
                      <RouterLink to={paths.auth.login.getHref()}>Login</RouterLink>
                    </Button>
                    <Button asChild size="sm" bg="brand.solid" color="white" _hover={{ opacity: 0.92 }}>
                      <RouterLink to={paths.auth.signup.getHref()}>Sign Up</RouterLink>
                    </Button>
                  </>
                )}
              </HStack>
              <IconButton
                aria-label="Open menu"
                variant="ghost"
                size="sm"
                display={{ base: 'inline-flex', md: 'none' }}
                onClick={() => {
                  setDrawerUsed(true);
                  setDrawerOpen(true);
                }}
              >
                <LuMenu />
              </IconButton>
            </HStack>
          </Flex>
        </Container>
      </Box>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <PublicNavDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            items={items}
            firstName={user?.firstName}
            isAuthenticated={isAuthenticated}
            onLogout={signOut}
          />
        </Suspense>
      ) : null}
      <Box
        as="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        flex="1"
        pt={NAV_BAR_HEIGHT}
        _focus={{ outline: 'none' }}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
    </Flex>
  );
}

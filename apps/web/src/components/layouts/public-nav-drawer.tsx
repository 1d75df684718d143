import { Button, CloseButton, Drawer, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import type { NavItem } from './public-nav-items';

interface PublicNavDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  items: NavItem[];
  firstName: string | undefined;
  isAuthenticated: boolean;
  onLogout(): void;
}

/** Below the md breakpoint the public links live in this side drawer. */
export function PublicNavDrawer({
  open,
  onOpenChange,
  items,
  firstName,
  isAuthenticated,
  onLogout,
}: PublicNavDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Main" gap="1">
                {items.map((item) => (
                  <Button key={item.href} asChild variant="ghost" justifyContent="flex-start" onClick={close}>
                    <RouterLink to={item.href}>{item.label}</RouterLink>
                  </Button>
                ))}
              </Stack>
              <Separator my="4" />
              {isAuthenticated ? (
                <Stack gap="3">
                  <Text fontWeight="medium">Hello, {firstName}</Text>
                  <Button
                    variant="outline"
                    onClick={() => {
                      close();
                      onLogout();
                    }}
                  >
                    Logout
                  </Button>
                </Stack>
              ) : (
                <Stack gap="3">
                  <Button asChild variant="outline" onClick={close}>
                    <RouterLink to={paths.auth.login.getHref()}>Login</RouterLink>
                  </Button>
                  <Button asChild bg="brand.solid" color="white" onClick={close}>
                    <RouterLink to={paths.auth.signup.getHref()}>Sign Up</RouterLink>
                  </Button>
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

import { Button, Menu, Portal } from '@chakra-ui/react';
import { LuChevronDown, LuLogOut } from 'react-icons/lu';

interface UserMenuProps {
  firstName: string;
  onLogout(): void;
  defaultOpen?: boolean;
}

/** "Hello, {first name}" with one item, Logout. */
export function UserMenu({ firstName, onLogout, defaultOpen = false }: UserMenuProps) {
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      onSelect={(details) => {
        if (details.value === 'logout') onLogout();
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          Hello, {firstName}
          <LuChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.Item value="logout">
              <LuLogOut aria-hidden="true" />
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

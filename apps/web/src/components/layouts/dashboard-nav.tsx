import { Badge, Box, Button, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { LuLifeBuoy, LuLogOut, LuSettings } from 'react-icons/lu';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { MAIN_NAV_ITEMS, RESOURCE_NAV_ITEMS, type DashboardNavItem } from './dashboard-nav-items';

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  w: 'full',
} as const;

function SoonBadge() {
  return (
    <Badge size="sm" variant="subtle" colorPalette="orange" ms="auto">
      Soon
    </Badge>
  );
}

function NavItemLink({ item, onNavigate }: { item: DashboardNavItem; onNavigate?: () => void }) {
  if (item.isDisabled) {
    return (
      <Box {...itemStyles} color="fg.muted" opacity="0.7" cursor="not-allowed" aria-disabled="true">
        <Icon as={item.icon} boxSize="4" aria-hidden="true" />
        <Text as="span">{item.label}</Text>
        <SoonBadge />
      </Box>
    );
  }
  return (
    <Box
      asChild
      {...itemStyles}
      color="fg.muted"
      _hover={{ bg: 'bg.muted', color: 'fg' }}
      _currentPage={{ bg: 'brand.subtle', color: 'brand.fg' }}
    >
      <NavLink to={item.href} end onClick={onNavigate}>
        <Icon as={item.icon} boxSize="4" aria-hidden="true" />
        <Text as="span">{item.label}</Text>
        {item.isComingSoon ? <SoonBadge /> : null}
      </NavLink>
    </Box>
  );
}

function NavSection({
  title,
  items,
  onNavigate,
}: {
  title?: string;
  items: DashboardNavItem[];
  onNavigate?: () => void;
}) {
  return (
    <Stack gap="1">
      {title ? (
        <Text
          px="3"
          pb="1"
          fontSize="xs"
          fontWeight="semibold"
          textTransform="uppercase"
          letterSpacing="wider"
          color="fg.muted"
        >
          {title}
        </Text>
      ) : null}
      <Stack as="ul" gap="1" listStyleType="none">
        {items.map((item) => (
          <li key={item.href}>
            <NavItemLink item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

interface DashboardNavProps {
  onNavigate?: () => void;
  onSignOut(): void;
}

/** The signed-in navigation, shared by the fixed sidebar and the mobile drawer. */
export function DashboardNav({ onNavigate, onSignOut }: DashboardNavProps) {
  return (
    <Flex direction="column" h="full" gap="6">
      <Stack as="nav" aria-label="Dashboard" gap="6" flex="1">
        <NavSection items={MAIN_NAV_ITEMS} onNavigate={onNavigate} />
        <NavSection title="Resources" items={RESOURCE_NAV_ITEMS} onNavigate={onNavigate} />
      </Stack>
      <Stack gap="1" borderTopWidth="1px" pt="4">
        <Box {...itemStyles} color="fg.muted" opacity="0.7" cursor="not-allowed" aria-disabled="true">
          <Icon as={LuLifeBuoy} boxSize="4" aria-hidden="true" />
          <Text as="span">Help &amp; Support</Text>
        </Box>
        <NavItemLink
          item={{ label: 'Settings', href: paths.app.settings.getHref(), icon: LuSettings }}
          onNavigate={onNavigate}
        />
        <Button
          variant="ghost"
          justifyContent="flex-start"
          size="sm"
          px="3"
          gap="3"
          fontWeight="medium"
          color="fg.muted"
          onClick={() => {
            onNavigate?.();
            onSignOut();
          }}
        >
          <LuLogOut aria-hidden="true" />
          Sign Out
        </Button>
      </Stack>
    </Flex>
  );
}

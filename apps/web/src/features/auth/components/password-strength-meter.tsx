import { HStack, Icon, List, Progress, Stack, Text } from '@chakra-ui/react';
import { LuCircle, LuCircleCheck } from 'react-icons/lu';
import {
  measurePasswordStrength,
  PASSWORD_CHECKLIST,
  type PasswordStrengthLabel,
} from '../utils/password-strength';

const PALETTE: Record<PasswordStrengthLabel, string> = {
  'Very Weak': 'red',
  Weak: 'orange',
  Fair: 'yellow',
  Good: 'blue',
  Strong: 'green',
};

/** Five checks make the score; only length, uppercase, number and special are listed. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = measurePasswordStrength(password);
  const palette = PALETTE[strength.label];
  return (
    <Stack gap="2" data-testid="password-strength">
      <HStack justify="space-between">
        <Text fontSize="xs" color="fg.muted">
          Password strength
        </Text>
        <Text fontSize="xs" fontWeight="semibold" color={`${palette}.fg`} aria-live="polite">
          {strength.label}
        </Text>
      </HStack>
      <Progress.Root value={strength.score * 20} size="xs" colorPalette={palette}>
        <Progress.Track aria-label={`Password strength: ${strength.label}`} aria-valuetext={strength.label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <List.Root
        variant="plain"
        gap="1"
        display="grid"
        gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, auto)' }}
      >
        {PASSWORD_CHECKLIST.map((item) => {
          const met = strength.checks[item.check];
          return (
            <List.Item
              key={item.check}
              fontSize="xs"
              color={met ? 'green.fg' : 'fg.muted'}
              alignItems="center"
              gap="1.5"
            >
              <Icon as={met ? LuCircleCheck : LuCircle} boxSize="3.5" aria-hidden="true" />
              <Text as="span">
                {item.label}
                <Text as="span" srOnly>
                  {met ? ' (done)' : ' (not yet)'}
                </Text>
              </Text>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}

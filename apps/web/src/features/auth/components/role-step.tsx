import type { ExperienceLevel } from '@careerlens/contracts';
import { EXPERIENCE_LEVELS } from '@careerlens/contracts/constants';
import { RadioCard, SimpleGrid, Stack } from '@chakra-ui/react';
import { RoleCombobox } from './role-combobox';

interface RoleStepProps {
  targetRole: string;
  experienceLevel: ExperienceLevel | null;
  onTargetRoleChange(value: string): void;
  onExperienceLevelChange(value: ExperienceLevel): void;
}

/** Step 2: a catalogue role and an experience level. */
export function RoleStep({
  targetRole,
  experienceLevel,
  onTargetRoleChange,
  onExperienceLevelChange,
}: RoleStepProps) {
  return (
    <Stack gap="6">
      <RoleCombobox value={targetRole} onChange={onTargetRoleChange} />
      <RadioCard.Root
        value={experienceLevel}
        onValueChange={(details) => {
          const level = EXPERIENCE_LEVELS.find((item) => item.id === details.value);
          if (level) onExperienceLevelChange(level.id);
        }}
        colorPalette="blue"
        name="experienceLevel"
      >
        <RadioCard.Label fontWeight="medium" fontSize="sm">
          Experience level
        </RadioCard.Label>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {EXPERIENCE_LEVELS.map((level) => (
            <RadioCard.Item key={level.id} value={level.id}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{level.label}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>{level.years}</RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
    </Stack>
  );
}

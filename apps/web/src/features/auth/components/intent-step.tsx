import type { CareerIntent } from '@careerlens/contracts';
import { CAREER_INTENTS } from '@careerlens/contracts/constants';
import { RadioCard, SimpleGrid } from '@chakra-ui/react';

/** Step 3: why the user is here. */
export function IntentStep({
  value,
  onChange,
}: {
  value: CareerIntent | null;
  onChange(value: CareerIntent): void;
}) {
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(details) => {
        const intent = CAREER_INTENTS.find((item) => item.id === details.value);
        if (intent) onChange(intent.id);
      }}
      colorPalette="blue"
      name="careerIntent"
    >
      <RadioCard.Label fontWeight="medium" fontSize="sm">
        Career intent
      </RadioCard.Label>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {CAREER_INTENTS.map((intent) => (
          <RadioCard.Item key={intent.id} value={intent.id}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <RadioCard.ItemText>{intent.label}</RadioCard.ItemText>
                <RadioCard.ItemDescription>{intent.description}</RadioCard.ItemDescription>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
    </RadioCard.Root>
  );
}

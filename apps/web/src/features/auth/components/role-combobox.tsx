import { Box, Field, Icon, Input } from '@chakra-ui/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { LuCircleCheck } from 'react-icons/lu';
import {
  catalogueSpelling,
  getRoleSuggestions,
  isRoleSelected,
  NO_ROLES_FOUND,
} from '../utils/role-selection';

interface RoleComboboxProps {
  value: string;
  onChange(value: string): void;
}

/**
 * The target role field: free text with catalogue suggestions; only a catalogue title counts. A title
 * typed in another letter case takes the catalogue's spelling as it is typed (and on leaving the field,
 * without surrounding spaces), so "accountant" counts without a click on the suggestion.
 */
export function RoleCombobox({ value, onChange }: RoleComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const suggestions = getRoleSuggestions(value);
  const selected = isRoleSelected(value);
  const showList = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (title: string) => {
    onChange(title);
    setOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex((index) => Math.min(index + 1, suggestions.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open && activeIndex >= 0) {
      event.preventDefault();
      const title = suggestions[activeIndex];
      if (title) choose(title);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <Field.Root required invalid={Boolean(value) && !selected && !open}>
      <Field.Label>
        Target role
        <Field.RequiredIndicator />
      </Field.Label>
      <Box position="relative" w="full">
        <Input
          role="combobox"
          name="targetRole"
          autoComplete="off"
          placeholder="Start typing, e.g. Data Analyst"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          value={value}
          pe="10"
          onChange={(event) => {
            const typed = event.target.value;
            onChange(catalogueSpelling(typed) ?? typed);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            const spelled = catalogueSpelling(value.trim());
            if (spelled && spelled !== value) onChange(spelled);
          }}
          onKeyDown={onKeyDown}
        />
        {selected ? (
          <Icon
            as={LuCircleCheck}
            color="green.fg"
            position="absolute"
            right="3"
            top="50%"
            transform="translateY(-50%)"
            aria-hidden="true"
          />
        ) : null}
        <Box
          as="ul"
          role="listbox"
          id={listId}
          aria-label="Suggested roles"
          hidden={!showList}
          position="absolute"
          zIndex="dropdown"
          top="calc(100% + 4px)"
          insetX="0"
          maxH="60"
          overflowY="auto"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="md"
          py="1"
          listStyleType="none"
        >
          {showList
            ? suggestions.map((title, index) => (
                <Box
                  as="li"
                  key={title}
                  id={optionId(index)}
                  role="option"
                  aria-selected={title === value}
                  px="3"
                  py="2"
                  fontSize="sm"
                  cursor="pointer"
                  bg={index === activeIndex ? 'bg.muted' : undefined}
                  fontWeight={title === value ? 'semibold' : undefined}
                  _hover={{ bg: 'bg.muted' }}
                  // mousedown, not click: the input must not blur and close the list first.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(title);
                  }}
                >
                  {title}
                </Box>
              ))
            : null}
        </Box>
        {open && suggestions.length === 0 ? (
          <Box
            role="status"
            position="absolute"
            zIndex="dropdown"
            top="calc(100% + 4px)"
            insetX="0"
            bg="bg.panel"
            borderWidth="1px"
            borderRadius="md"
            boxShadow="md"
            px="3"
            py="2"
            fontSize="sm"
            color="fg.muted"
          >
            {NO_ROLES_FOUND}
          </Box>
        ) : null}
      </Box>
      {value && !selected && !open ? (
        <Field.ErrorText>Choose a role from the list</Field.ErrorText>
      ) : (
        <Field.HelperText>Pick the role you are aiming for from the list.</Field.HelperText>
      )}
    </Field.Root>
  );
}

import type { ExperienceLevel } from '@careerlens/contracts';
import { EXPERIENCE_LEVELS } from '@careerlens/contracts/constants';
import { Button, Checkbox, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { NO_MATCH_FILTERS, type JobMatchFilters } from '../api/get-job-matches';

/**
 * Filters over the stored matches: remote only, a level, a place in the location. The location applies
 * on submit (Enter or Apply), the others at once.
 */
export function JobMatchFiltersBar({
  filters,
  onChange,
}: {
  filters: JobMatchFilters;
  onChange(filters: JobMatchFilters): void;
}) {
  const [location, setLocation] = useState(filters.location);
  const active = filters.remote || filters.experienceLevel !== null || filters.location.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, location });
  };
  return (
    <Stack
      as="form"
      role="search"
      aria-label="Filter job matches"
      onSubmit={submit}
      direction={{ base: 'column', md: 'row' }}
      gap="3"
      align={{ base: 'stretch', md: 'flex-end' }}
      data-testid="job-match-filters"
    >
      <Field.Root maxW={{ md: '48' }}>
        <Field.Label>Level</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            data-testid="filter-level"
            value={filters.experienceLevel ?? ''}
            onChange={(event) =>
              onChange({
                ...filters,
                experienceLevel: (event.currentTarget.value || null) as ExperienceLevel | null,
              })
            }
          >
            <option value="">Any level</option>
            {EXPERIENCE_LEVELS.map((level) => (
              <option key={level.id} value={level.id}>
                {level.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root maxW={{ md: '64' }}>
        <Field.Label>Location</Field.Label>
        <Input
          size="sm"
          data-testid="filter-location"
          placeholder="City, state or country"
          value={location}
          maxLength={100}
          onChange={(event) => setLocation(event.currentTarget.value)}
        />
      </Field.Root>
      <Button type="submit" size="sm" variant="outline">
        Apply
      </Button>
      <Checkbox.Root
        checked={filters.remote}
        onCheckedChange={(details) => onChange({ ...filters, remote: details.checked === true })}
        data-testid="filter-remote"
        pb={{ md: '1.5' }}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Remote only</Checkbox.Label>
      </Checkbox.Root>
      {active ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setLocation('');
            onChange(NO_MATCH_FILTERS);
          }}
        >
          Clear filters
        </Button>
      ) : null}
    </Stack>
  );
}

import type { UpdateProfileRequest, User } from '@careerlens/contracts';
import { EXPERIENCE_LEVELS, ROLE_CATALOGUE, ROLE_GROUPS } from '@careerlens/contracts/constants';
import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

function updateProfile(input: UpdateProfileRequest): Promise<User> {
  return api.patch<User>('/auth/me', input);
}

/**
 * The role and level the analysis is measured against. Saving asks the server to analyse every resume
 * again; the reports follow when it is done.
 */
export function RolePicker({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [targetRole, setTargetRole] = useState(user.targetRole ?? 'Other');
  const [experienceLevel, setExperienceLevel] = useState<UpdateProfileRequest['experienceLevel']>(
    user.experienceLevel ?? 'entry-level',
  );
  // When the saved user changes (loaded fresh, or saved here), the fields follow it. Done while rendering
  // rather than by remounting the form (a `key`), which would also wipe the confirmation of a save.
  const [shown, setShown] = useState({ role: user.targetRole, level: user.experienceLevel });
  if (shown.role !== user.targetRole || shown.level !== user.experienceLevel) {
    setShown({ role: user.targetRole, level: user.experienceLevel });
    setTargetRole(user.targetRole ?? 'Other');
    setExperienceLevel(user.experienceLevel ?? 'entry-level');
  }
  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: async (updated) => {
      queryClient.setQueryData(queryKeys.me, updated);
      await queryClient.invalidateQueries();
    },
  });
  const unchanged = targetRole === user.targetRole && experienceLevel === user.experienceLevel;
  return (
    <Stack
      as="form"
      gap="3"
      aria-label="Target role for the analysis"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate({ targetRole, experienceLevel });
      }}
    >
      <Field.Root>
        <Field.Label htmlFor={`${id}-role`}>Measure my resumes against</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            id={`${id}-role`}
            value={targetRole}
            onChange={(event) => setTargetRole(event.currentTarget.value)}
          >
            {ROLE_GROUPS.map((group) => (
              <optgroup key={group} label={group}>
                {ROLE_CATALOGUE[group].map((title) => (
                  <option key={title} value={title}>
                    {title === 'Other' ? 'Other (read my field from my resume)' : title}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label htmlFor={`${id}-level`}>Experience level</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            id={`${id}-level`}
            value={experienceLevel}
            onChange={(event) =>
              setExperienceLevel(event.currentTarget.value as UpdateProfileRequest['experienceLevel'])
            }
          >
            {EXPERIENCE_LEVELS.map((level) => (
              <option key={level.id} value={level.id}>
                {level.label} ({level.years})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <HStack gap="3" flexWrap="wrap">
        <Button type="submit" size="sm" colorPalette="blue" loading={mutation.isPending} disabled={unchanged}>
          Save and re-analyse
        </Button>
        <Text role="status" fontSize="sm" color={mutation.isError ? 'fg.error' : 'fg.muted'}>
          {mutation.isError
            ? 'Could not save the role. Please try again.'
            : mutation.isSuccess
              ? 'Saved. Your resumes are being analysed again against this role.'
              : ''}
        </Text>
      </HStack>
    </Stack>
  );
}

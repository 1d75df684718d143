import type { User } from '@careerlens/contracts';
import { Box, Grid, GridItem, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { GreetingBanner } from './greeting-banner';
import { InsightsColumn } from './insights-column';
import { QuickActions } from './quick-actions';
import type { PrimaryResumeState } from '../utils/greeting';
import { UserProfilePanel } from './user-profile-panel';

export const DASHBOARD_LOADING_TEXT = 'Getting your insights ready...';

/**
 * Greeting, quick actions and the resume blocks on the left; the profile and insights on the right.
 * The route supplies where the primary resume stands and the resume blocks (features/resume-analysis),
 * so the greeting and the blocks always agree.
 */
export function DashboardHome({
  user,
  resumeState,
  resumeBlocks,
}: {
  user: User;
  resumeState: PrimaryResumeState;
  resumeBlocks: ReactNode;
}) {
  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 340px' }} gap="6" alignItems="start">
      <GridItem minW="0">
        <Stack gap="6">
          <GreetingBanner user={user} resumeState={resumeState} />
          {/* On a phone the inert quick actions come after the resume blocks, so the ATS score is near the top. */}
          <Box order={{ base: 1, md: 0 }}>
            <QuickActions />
          </Box>
          <Stack as="section" aria-label="Resume insights" gap="4">
            {resumeBlocks}
          </Stack>
        </Stack>
      </GridItem>
      <GridItem minW="0">
        <Stack gap="4">
          <UserProfilePanel sessionUser={user} />
          <InsightsColumn targetRole={user.targetRole} experienceLevel={user.experienceLevel} />
        </Stack>
      </GridItem>
    </Grid>
  );
}

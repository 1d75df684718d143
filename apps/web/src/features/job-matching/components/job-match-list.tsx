import type { JobMatch, JobMatchList as JobMatchListData } from '@careerlens/contracts';
import {
  Alert,
  Box,
  Button,
  Card,
  EmptyState,
  Heading,
  Link,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LuFileSearch, LuRefreshCw, LuSearchX, LuUpload } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { toaster } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import {
  JOB_MATCHING_MAX_LIMIT,
  JOB_MATCHING_PAGE_STEP,
  JOB_MATCHING_SCREEN_LIMIT,
  NO_MATCH_FILTERS,
  useJobMatches,
  type JobMatchFilters,
} from '../api/get-job-matches';
import { DEFAULT_EMPTY_MESSAGE, emptyMatchesTitle } from '../utils/match-score';
import { JobMatchFiltersBar } from './job-match-filters';
import { JobMatchCard } from './job-match-card';

const SKELETON_CARDS = 6;
const MY_RESUMES = 'My Resumes';
/** Spec section 8 toast durations. */
const ERROR_TOAST_MS = 5000;
const SUCCESS_TOAST_MS = 3000;

function MatchSkeletons() {
  return (
    <Box role="status" aria-live="polite">
      <VisuallyHidden>Loading your job matches...</VisuallyHidden>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" aria-hidden="true" data-testid="job-match-skeletons">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Card.Root key={index} variant="outline" data-testid="job-match-skeleton">
            <Card.Body gap="4" p="5">
              <Skeleton h="6" w="3/4" />
              <Skeleton h="4" w="1/3" />
              <Skeleton h="2" w="full" borderRadius="full" />
              <SkeletonText noOfLines={2} />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}

function Summary({
  data,
  refreshing,
  onRefresh,
}: {
  data: JobMatchListData;
  refreshing: boolean;
  onRefresh(): void;
}) {
  return (
    <Card.Root variant="outline" data-testid="job-match-summary">
      <Card.Body p={{ base: '4', md: '5' }}>
        <Stack direction="row" wrap="wrap" gap={{ base: '4', sm: '8' }} align="center">
          <Stack gap="1">
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted" letterSpacing="wider">
              TOTAL MATCHES
            </Text>
            <Text fontSize="2xl" fontWeight="bold" lineHeight="1" data-testid="total-matches">
              {data.totalMatches}
            </Text>
          </Stack>
          <Stack gap="1" minW="0" flex="1" flexBasis="40">
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted" letterSpacing="wider">
              RESUME
            </Text>
            <Text fontWeight="semibold" truncate data-testid="resume-file-name">
              {data.resumeFileName ?? 'No resume analysed yet'}
            </Text>
          </Stack>
          {data.matches.length ? (
            <Button
              variant="outline"
              size="sm"
              onClick={onRefresh}
              loading={refreshing}
              loadingText="Refreshing..."
            >
              <LuRefreshCw aria-hidden="true" /> Refresh
            </Button>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** "My Resumes" in the server's message, as a link to the page it names. */
function withMyResumesLink(text: string): ReactNode {
  const [before, ...rest] = text.split(MY_RESUMES);
  if (!rest.length) return text;
  return (
    <>
      {before}
      <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
        <RouterLink to={paths.app.resumes.getHref()}>{MY_RESUMES}</RouterLink>
      </Link>
      {rest.join(MY_RESUMES)}
    </>
  );
}

function EmptyMatches({
  data,
  refreshing,
  onRefresh,
}: {
  data: JobMatchListData;
  refreshing: boolean;
  onRefresh(): void;
}) {
  const inProgress = !data.hasEmbeddings;
  const needsUpload = data.resumeStatus === null || data.resumeStatus === 'ANALYSIS_FAILED';
  return (
    <EmptyState.Root
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="xl"
      bg="bg"
      data-testid="job-match-empty"
    >
      <EmptyState.Content>
        <EmptyState.Indicator>
          {needsUpload ? <LuUpload /> : inProgress ? <LuFileSearch /> : <LuSearchX />}
        </EmptyState.Indicator>
        <EmptyState.Title as="h2">{emptyMatchesTitle(data)}</EmptyState.Title>
        <EmptyState.Description maxW="lg">
          {withMyResumesLink(data.message || DEFAULT_EMPTY_MESSAGE)}
        </EmptyState.Description>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          {needsUpload ? (
            <Button asChild bg="brand.solid" color="white" _hover={{ opacity: 0.92 }}>
              <RouterLink to={paths.app.uploadResume.getHref()}>
                <LuUpload aria-hidden="true" /> Upload Resume
              </RouterLink>
            </Button>
          ) : null}
          <Button
            variant={needsUpload ? 'outline' : 'solid'}
            bg={needsUpload ? undefined : 'brand.solid'}
            color={needsUpload ? undefined : 'white'}
            _hover={needsUpload ? undefined : { opacity: 0.92 }}
            onClick={onRefresh}
            loading={refreshing}
            loadingText="Checking..."
          >
            <LuRefreshCw aria-hidden="true" /> Check Again
          </Button>
        </Stack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/**
 * Job Matching: the TOTAL MATCHES / RESUME summary and a two-column grid of match cards (20 asked for), six
 * skeleton cards while loading, and the empty states with Check Again.
 */
/** A titled group of cards (the list's own grid when there is one group). */
function MatchGroup({ title, matches, id }: { title: string | null; matches: JobMatch[]; id: string }) {
  return (
    <Stack gap="3" as="section" aria-labelledby={title ? id : undefined} data-testid={`match-group-${id}`}>
      {title ? (
        <Heading as="h2" size="sm" id={id} color="fg.muted" letterSpacing="wide">
          {title}
        </Heading>
      ) : null}
      <SimpleGrid as="ul" columns={{ base: 1, lg: 2 }} gap="4" aria-label={title ?? 'Job matches'}>
        {matches.map((match) => (
          <JobMatchCard key={match.jobPostId} match={match} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The matches in their groups: the resume's own occupation first ("Your target role"), then the rest
 * ("Also a strong fit"), each in score order, so a lower score never sits above a higher one in a group.
 */
function MatchGroups({ matches }: { matches: JobMatch[] }) {
  const own = matches.filter((match) => match.inField);
  const others = matches.filter((match) => !match.inField);
  if (own.length === 0 || others.length === 0) return <MatchGroup title={null} matches={matches} id="all" />;
  return (
    <Stack gap="6">
      <MatchGroup title="Your target role" matches={own} id="target" />
      <MatchGroup title="Also a strong fit" matches={others} id="also" />
    </Stack>
  );
}

export function JobMatchList() {
  const [limit, setLimit] = useState(JOB_MATCHING_SCREEN_LIMIT);
  const [filters, setFilters] = useState<JobMatchFilters>(NO_MATCH_FILTERS);
  const query = useJobMatches(limit, filters);
  const { data, isPending, isError, refetch, errorUpdatedAt, isFetching } = query;
  const [refreshing, setRefreshing] = useState(false);
  const refreshingRef = useRef(false);
  // When the last Refresh or Check Again ran (end null while it runs). Its failure has its own toast; the
  // promise can settle before this effect sees the error, so the time is compared, not a flag.
  const refreshWindowRef = useRef<{ start: number; end: number | null } | null>(null);

  // A failed load (not a failed Check Again, which has its own toast) gets the spec's error toast.
  useEffect(() => {
    if (!errorUpdatedAt) return;
    const span = refreshWindowRef.current;
    if (span && errorUpdatedAt >= span.start && (span.end === null || errorUpdatedAt <= span.end)) return;
    toaster.create({
      type: 'error',
      title: 'Error Loading Job Matches',
      description: 'Failed to load job matches. Please try again.',
      duration: ERROR_TOAST_MS,
      closable: true,
    });
  }, [errorUpdatedAt]);

  const refresh = async () => {
    if (refreshingRef.current) return;
    refreshingRef.current = true;
    const span = { start: Date.now(), end: null as number | null };
    refreshWindowRef.current = span;
    setRefreshing(true);
    const result = await refetch();
    span.end = Date.now();
    refreshingRef.current = false;
    setRefreshing(false);
    if (result.isError) {
      toaster.create({
        type: 'error',
        title: 'Refresh Failed',
        description: 'Failed to refresh job matches. Please try again.',
        duration: ERROR_TOAST_MS,
        closable: true,
      });
    } else {
      toaster.create({
        type: 'success',
        title: 'Jobs Refreshed',
        description: 'Found the latest job matches for you',
        duration: SUCCESS_TOAST_MS,
        closable: true,
      });
    }
  };

  if (isPending) return <MatchSkeletons />;

  if (isError && !data) {
    return (
      <Alert.Root status="error" borderRadius="lg" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content gap="3">
          <Alert.Title>We could not load your job matches.</Alert.Title>
          <Alert.Description>Check your connection, then try again.</Alert.Description>
          <Box>
            <Button
              size="sm"
              colorPalette="red"
              onClick={refresh}
              loading={refreshing}
              loadingText="Checking..."
            >
              <LuRefreshCw aria-hidden="true" /> Check Again
            </Button>
          </Box>
        </Alert.Content>
      </Alert.Root>
    );
  }

  return (
    <Stack gap="5" aria-busy={refreshing}>
      <Summary data={data} refreshing={refreshing} onRefresh={refresh} />
      {data.hasEmbeddings ? (
        <JobMatchFiltersBar
          filters={filters}
          onChange={(next) => {
            setFilters(next);
            setLimit(JOB_MATCHING_SCREEN_LIMIT);
          }}
        />
      ) : null}
      {data.matches.length ? (
        <>
          <MatchGroups matches={data.matches} />
          {data.matches.length < data.totalMatches && limit < JOB_MATCHING_MAX_LIMIT ? (
            <Button
              alignSelf="center"
              variant="outline"
              loading={isFetching && !refreshing}
              loadingText="Loading..."
              onClick={() =>
                setLimit((current) => Math.min(JOB_MATCHING_MAX_LIMIT, current + JOB_MATCHING_PAGE_STEP))
              }
              data-testid="show-more-matches"
            >
              Show more ({data.totalMatches - data.matches.length} more)
            </Button>
          ) : null}
        </>
      ) : (
        <EmptyMatches data={data} refreshing={refreshing} onRefresh={refresh} />
      )}
    </Stack>
  );
}

import {
  Alert,
  Box,
  Button,
  Card,
  EmptyState,
  Field,
  HStack,
  Input,
  InputGroup,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { LuHouse, LuRefreshCw, LuSearch, LuSearchX, LuX } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { usePublishedBlogs } from '../api/get-published-blogs';
import { followUrlQuery, writeSearch, type SearchBoxState } from '../utils/search-box';
import { clampPage, pageCount, PROFILES_PER_PAGE } from '../utils/pagination';
import { JobProfileCard } from './job-profile-card';
import { ProfilePagination } from './profile-pagination';

const SKELETON_CARDS = 6;
/** The search is sent to the server once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

function reloadPage() {
  window.location.reload();
}

function ListSkeleton() {
  return (
    <Box role="status" aria-live="polite">
      <VisuallyHidden>Loading job profiles...</VisuallyHidden>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Card.Root key={index} variant="outline">
            <Card.Body gap="3" p="5">
              <Skeleton h="5" w="24" />
              <Skeleton h="6" w="4/5" />
              <SkeletonText noOfLines={2} />
              <HStack gap="2">
                <Skeleton h="5" w="16" />
                <Skeleton h="5" w="20" />
                <Skeleton h="5" w="14" />
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}

function ListError() {
  return (
    <Alert.Root status="error" borderRadius="lg" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>Error loading job profiles.</Alert.Title>
        <Alert.Description>Unable to load job profiles at the moment. Please try again.</Alert.Description>
        <HStack gap="3" wrap="wrap">
          <Button size="sm" colorPalette="red" onClick={reloadPage}>
            <LuRefreshCw aria-hidden="true" /> Try Again
          </Button>
          <Button size="sm" variant="outline" onClick={reloadPage}>
            Refresh Page
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The empty state of the spec: no profiles at all. */
function NoProfiles() {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuSearchX />
        </EmptyState.Indicator>
        <EmptyState.Title as="h2">No job profiles found</EmptyState.Title>
        <EmptyState.Description>New profiles are published as job postings arrive.</EmptyState.Description>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild variant="outline">
            <RouterLink to={paths.home.getHref()}>
              <LuHouse aria-hidden="true" /> Go Home
            </RouterLink>
          </Button>
          <Button bg="brand.solid" color="white" _hover={{ opacity: 0.92 }} onClick={reloadPage}>
            <LuRefreshCw aria-hidden="true" /> Refresh Page
          </Button>
        </HStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function NoResults({ query, onClear }: { query: string; onClear(): void }) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuSearchX />
        </EmptyState.Indicator>
        <EmptyState.Title as="h2">No job profiles match “{query}”</EmptyState.Title>
        <EmptyState.Description>Try a job title, a company or a skill such as SQL.</EmptyState.Description>
        <Button variant="outline" onClick={onClear}>
          Clear search
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/**
 * The grid of job profile cards with the profile count, a search box (title, company, skill; also ?q=) and
 * pages of 24 cards (?page=), searched and paged on the server. `getArticleHref` builds the card link:
 * /blog/{slug} or /guides/{slug}.
 */
export function JobProfileList({ getArticleHref }: { getArticleHref(slug: string): string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.get('q') ?? '';
  // What the box shows follows ?q= from outside, never the box's own search landing (see followUrlQuery).
  const [box, setBox] = useState<SearchBoxState>({ input: urlQuery, seen: urlQuery, written: [] });
  const followed = followUrlQuery(box, urlQuery);
  if (followed !== box) setBox(followed);
  const input = followed.input;
  const searchId = useId();
  const summaryRef = useRef<HTMLParagraphElement>(null);

  const query = urlQuery.trim();
  const requestedPage = clampPage(searchParams.get('page'), Number.MAX_SAFE_INTEGER);
  const { data, isPending, isError, isPlaceholderData } = usePublishedBlogs({
    query,
    page: requestedPage - 1,
    size: PROFILES_PER_PAGE,
  });
  const total = data?.total ?? 0;
  const pages = pageCount(total);
  const page = Math.min(requestedPage, pages);

  // The search reaches the URL (and the server) once typing pauses; a new search starts at page 1.
  const writeQuery = useCallback(
    (value: string) => {
      setBox((previous) => writeSearch(previous, value));
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set('q', value);
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  useEffect(() => {
    const value = input.trim();
    if (value === query) return;
    const timer = setTimeout(() => writeQuery(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, query, writeQuery]);

  // A page past the end (an old link, a list that shrank) shows the last page.
  useEffect(() => {
    if (data && !isPlaceholderData && requestedPage > pages) {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (pages > 1) next.set('page', String(pages));
          else next.delete('page');
          return next;
        },
        { replace: true },
      );
    }
  }, [data, isPlaceholderData, requestedPage, pages, setSearchParams]);

  const updateQuery = (value: string) => setBox((previous) => ({ ...previous, input: value }));

  const goToPage = (next: number) => {
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      if (next > 1) params.set('page', String(next));
      else params.delete('page');
      return params;
    });
    // Start reading the new page from its top.
    summaryRef.current?.focus({ preventScroll: true });
    summaryRef.current?.scrollIntoView({ block: 'start' });
  };

  if (isPending) return <ListSkeleton />;
  if (isError) return <ListError />;
  if (!data.published) return <NoProfiles />;

  const visible = data.cards;
  const first = (page - 1) * PROFILES_PER_PAGE;
  // While a new search loads, the cards shown are the previous search's: no count is claimed for it yet.
  const summary =
    query && isPlaceholderData
      ? `Searching job profiles for “${query}”…`
      : query
        ? `${total} of ${data.published} job profiles match “${query}”`
        : `${data.published} job profiles`;

  return (
    <Stack gap="5">
      <Box as="form" role="search" aria-label="Job profiles" onSubmit={(event) => event.preventDefault()}>
        <Field.Root>
          <Field.Label htmlFor={searchId}>Search by job title, company or skill</Field.Label>
          <InputGroup
            startElement={<LuSearch aria-hidden="true" />}
            endElement={
              input ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="xs"
                  me="-2"
                  aria-label="Clear search"
                  onClick={() => updateQuery('')}
                >
                  <LuX aria-hidden="true" />
                </Button>
              ) : undefined
            }
          >
            <Input
              id={searchId}
              type="search"
              value={input}
              placeholder="e.g. Data Analyst, Acme or SQL"
              autoComplete="off"
              bg="bg"
              onChange={(event: ChangeEvent<HTMLInputElement>) => updateQuery(event.target.value)}
            />
          </InputGroup>
        </Field.Root>
      </Box>

      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text
          ref={summaryRef}
          tabIndex={-1}
          scrollMarginTop="24"
          fontWeight="semibold"
          aria-live="polite"
          data-testid="profile-count"
          _focus={{ outline: 'none' }}
        >
          {summary}
        </Text>
        {total > PROFILES_PER_PAGE && visible.length ? (
          <Text fontSize="sm" color="fg.muted">
            Showing {first + 1}–{first + visible.length} of {total}
          </Text>
        ) : null}
      </HStack>

      {total ? (
        <SimpleGrid
          as="ul"
          columns={{ base: 1, md: 2, xl: 3 }}
          gap="4"
          aria-label="Job profiles"
          aria-busy={isPlaceholderData}
          opacity={isPlaceholderData ? 0.6 : 1}
        >
          {visible.map((card) => (
            <JobProfileCard key={card.id} card={card} href={getArticleHref(card.urlSlug)} />
          ))}
        </SimpleGrid>
      ) : (
        <NoResults
          query={query}
          onClear={() => {
            updateQuery('');
            writeQuery('');
          }}
        />
      )}

      <ProfilePagination page={page} pages={pages} onPageChange={goToPage} />
    </Stack>
  );
}

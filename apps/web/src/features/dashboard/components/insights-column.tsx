import type { ExperienceLevel, JobInsights, RecentJob } from '@careerlens/contracts';
import {
  Badge,
  Box,
  Card,
  DataList,
  Heading,
  HStack,
  Icon,
  Link,
  List,
  Progress,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuAward, LuBuilding2, LuExternalLink, LuMapPin } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { SourceAttribution } from '../../../components/ui/source-attribution';
import { paths } from '../../../config/paths';
import { formatJobPlace, formatJobType, formatRelativeDate } from '../../../lib/format';
import { useJobInsights } from '../api/get-job-insights';
import { useRecentJobs } from '../api/get-recent-jobs';

/** Spec section 9: top 4 skills and 2 certifications. */
export const TOP_SKILLS = 4;
export const TOP_CERTIFICATIONS = 2;

/** Spec section 8. */
export const INSIGHTS_TEXTS = {
  insightsError: 'Unable to load job insights. Please try again later.',
  recentJobsError: 'Unable to load recent jobs. Please try again later.',
  noRecentJobs: (role: string) => `No recent jobs found for ${role}.`,
  noSkills: 'No skills data available',
  noMarket: 'No market data available',
} as const;

const NUMBER_FORMAT = new Intl.NumberFormat('en-GB');
const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function formatDay(value: string | null): string {
  if (!value) return '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}

function percent(value: number): string {
  return `${Math.round(value)}%`;
}

function InsightCard({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" bg="bg">
      <Card.Body gap="4">
        <HStack justify="space-between" gap="3">
          <Heading as="h2" id={id} size="md">
            {title}
          </Heading>
          {action}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Muted({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {children}
    </Text>
  );
}

function LoadingLines({ count, height }: { count: number; height: string }) {
  return (
    <Stack gap="3" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} h={height} borderRadius="md" />
      ))}
    </Stack>
  );
}

function TopSkills({ insights }: { insights: JobInsights }) {
  const skills = insights.skillInsights.topTechnicalSkills.slice(0, TOP_SKILLS);
  if (!skills.length) return <Muted>{INSIGHTS_TEXTS.noSkills}</Muted>;
  return (
    <Stack as="ul" gap="3" listStyle="none" data-testid="top-skills">
      {skills.map((skill) => (
        <Box as="li" key={skill.skillId}>
          <Progress.Root value={Math.min(100, Math.max(0, skill.percentage))} size="sm" colorPalette="blue">
            <HStack justify="space-between" mb="1.5" gap="3">
              <Progress.Label fontSize="sm" fontWeight="medium">
                {skill.skill}
              </Progress.Label>
              <Text fontSize="sm" color="fg.muted" aria-hidden="true">
                {percent(skill.percentage)}
              </Text>
            </HStack>
            <Progress.Track aria-label={`${skill.skill}: ${percent(skill.percentage)} of postings`}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
      ))}
    </Stack>
  );
}

function SampleFootnote({ insights }: { insights: JobInsights }) {
  const from = formatDay(insights.dateRange.from);
  const to = formatDay(insights.dateRange.to);
  return (
    <Stack gap="1.5" pt="3" borderTopWidth="1px">
      <Text fontSize="xs" color="fg.muted" data-testid="insights-sample">
        Based on {NUMBER_FORMAT.format(insights.sampleSize)}{' '}
        {insights.sampleSize === 1 ? 'posting' : 'postings'}
        {from && to ? `, ${from} – ${to}` : ''}.
      </Text>
      {insights.note ? (
        <Text fontSize="xs" color="fg.muted" data-testid="insights-note">
          {insights.note}
        </Text>
      ) : null}
    </Stack>
  );
}

function MarketOverview({ insights }: { insights: JobInsights }) {
  if (insights.totalJobsProcessed <= 0) return <Muted>{INSIGHTS_TEXTS.noMarket}</Muted>;
  const certifications = insights.marketInsights.topCertifications.slice(0, TOP_CERTIFICATIONS);
  return (
    <Stack gap="4" data-testid="market-overview">
      <DataList.Root orientation="horizontal" size="sm" gap="2.5">
        {[
          ['Jobs analyzed', NUMBER_FORMAT.format(insights.totalJobsProcessed)],
          ['Posted in the last 30 days', NUMBER_FORMAT.format(insights.last30DaysJobs)],
          ['Remote roles', percent(insights.marketInsights.remoteWorkPercentage.remote)],
        ].map(([label, value]) => (
          <DataList.Item key={label} justifyContent="space-between" gap="3">
            <DataList.ItemLabel minW="0" flex="1">
              {label}
            </DataList.ItemLabel>
            <DataList.ItemValue flex="none" fontWeight="semibold" fontSize="sm" color="fg">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {certifications.length ? (
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="semibold">
            Top certifications
          </Text>
          <List.Root gap="2" variant="plain">
            {certifications.map((item) => (
              <List.Item key={item.certification} fontSize="sm" alignItems="flex-start">
                <List.Indicator asChild color="brand.fg" mt="0.5">
                  <Icon as={LuAward} aria-hidden="true" />
                </List.Indicator>
                {item.certification}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : null}
      <SampleFootnote insights={insights} />
    </Stack>
  );
}

function RecentJobItem({ job }: { job: RecentJob }) {
  const url = job.jobUrl ?? job.jobUrlDirect;
  const posted = job.datePosted ? formatRelativeDate(job.datePosted) : '';
  const place = formatJobPlace({ ...job.location, isRemote: job.isRemote });
  return (
    <Box as="li" data-testid="recent-job" py="3" borderTopWidth="1px" _first={{ borderTopWidth: 0, pt: 0 }}>
      <Stack gap="1.5">
        {url ? (
          <Link
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            fontWeight="semibold"
            fontSize="sm"
            color="brand.fg"
          >
            {job.title}
            <Icon as={LuExternalLink} boxSize="3.5" aria-hidden="true" />
            <Text as="span" srOnly>
              (opens in a new tab)
            </Text>
          </Link>
        ) : (
          <Text fontWeight="semibold" fontSize="sm">
            {job.title}
          </Text>
        )}
        {job.companyName ? (
          <HStack gap="1.5" fontSize="sm" color="fg.muted">
            <Icon as={LuBuilding2} boxSize="3.5" aria-hidden="true" />
            <Text>{job.companyName}</Text>
          </HStack>
        ) : null}
        <SourceAttribution attribution={job.attribution} />
        <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.muted">
          {place ? (
            <HStack gap="1">
              <Icon as={LuMapPin} boxSize="3.5" aria-hidden="true" />
              <Text>{place}</Text>
            </HStack>
          ) : null}
          <Badge size="sm" variant="subtle" colorPalette="gray">
            {formatJobType(job)}
          </Badge>
          {posted ? <Text>{posted}</Text> : null}
        </HStack>
      </Stack>
    </Box>
  );
}

/** The dashboard's right-hand column: Top Skills, Market Overview and Recent Job Posts. */
export function InsightsColumn({
  targetRole,
  experienceLevel,
}: {
  targetRole: string | null;
  experienceLevel: ExperienceLevel | null;
}) {
  const insights = useJobInsights({ targetRole, experienceLevel });
  const recentJobs = useRecentJobs({ jobTitle: targetRole, experienceLevel });
  const role = targetRole ?? 'your target role';

  const insightsBody = (render: (data: JobInsights) => ReactNode, skeleton: ReactNode) => {
    if (insights.isPending) return skeleton;
    if (insights.isError) return <Muted>{INSIGHTS_TEXTS.insightsError}</Muted>;
    return render(insights.data);
  };

  const jobs = recentJobs.data?.content.slice(0, 3) ?? [];

  return (
    <Stack gap="4">
      <InsightCard id="top-skills-heading" title="Top Skills">
        {insightsBody(
          (data) => (
            <Stack gap="2">
              <Muted>Share of {role} postings that ask for each skill.</Muted>
              <TopSkills insights={data} />
            </Stack>
          ),
          <LoadingLines count={TOP_SKILLS} height="8" />,
        )}
      </InsightCard>
      <InsightCard id="market-overview-heading" title="Market Overview">
        {insightsBody(
          (data) => (
            <MarketOverview insights={data} />
          ),
          <LoadingLines count={4} height="6" />,
        )}
      </InsightCard>
      <InsightCard
        id="recent-jobs-heading"
        title="Recent Job Posts"
        action={
          <Link asChild fontSize="sm" color="brand.fg" fontWeight="semibold">
            <RouterLink to={paths.app.blog.getHref()}>View All</RouterLink>
          </Link>
        }
      >
        {recentJobs.isPending ? (
          <LoadingLines count={3} height="16" />
        ) : recentJobs.isError ? (
          <Muted>{INSIGHTS_TEXTS.recentJobsError}</Muted>
        ) : jobs.length ? (
          <Box as="ul" listStyle="none">
            {jobs.map((job) => (
              <RecentJobItem key={job.id} job={job} />
            ))}
          </Box>
        ) : (
          <Muted>{INSIGHTS_TEXTS.noRecentJobs(role)}</Muted>
        )}
      </InsightCard>
    </Stack>
  );
}

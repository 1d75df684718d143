import type { BlogEntry } from '@careerlens/contracts';
import { Badge, Heading, HStack, List, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { JobDescription } from './job-description';

type JobPost = BlogEntry['jobPost'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }} bg="bg">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function SubSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2" minW="0">
      <Heading as="h3" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function BulletList({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  return (
    <List.Root as={ordered ? 'ol' : 'ul'} gap="1.5" ps="5" listStyleType={ordered ? 'decimal' : 'disc'}>
      {items.map((item, index) => (
        <List.Item key={`${index}-${item}`}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

function SkillTags({ items, palette }: { items: readonly string[]; palette: string }) {
  return (
    <HStack as="ul" gap="2" wrap="wrap" listStyleType="none">
      {items.map((item) => (
        <Badge as="li" key={item} colorPalette={palette} variant="subtle" size="lg">
          {item}
        </Badge>
      ))}
    </HStack>
  );
}

/** Lists that are empty are left out rather than shown as blank headings. */
function ListBlock({
  title,
  items,
  ordered,
}: {
  title: string;
  items: readonly string[];
  ordered?: boolean;
}) {
  if (!items.length) return null;
  return (
    <SubSection title={title}>
      <BulletList items={items} ordered={ordered} />
    </SubSection>
  );
}

/** Skills, roles and responsibilities, additional analysis, preparation tips, additional information and the description. */
export function JobAnalysisPanel({ post }: { post: JobPost }) {
  const skills = post.skillsAnalysis;
  const roles = post.rolesAnalysis;
  const more = post.additionalAnalysis;
  return (
    <Stack gap="6">
      <Section title="Skills analysis">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {skills.technicalSkills.length ? (
            <SubSection title="Technical skills">
              <SkillTags items={skills.technicalSkills} palette="blue" />
            </SubSection>
          ) : null}
          {skills.softSkills.length ? (
            <SubSection title="Soft skills">
              <SkillTags items={skills.softSkills} palette="purple" />
            </SubSection>
          ) : null}
        </SimpleGrid>
        <ListBlock title="Required qualifications" items={skills.requiredQualifications} />
        <ListBlock title="Education requirements" items={skills.educationRequirements} />
      </Section>

      <Section title="Roles and responsibilities">
        <ListBlock title="Core responsibilities" items={roles.coreResponsibilities} />
        <ListBlock title="Key deliverables" items={roles.keyDeliverables} />
        <ListBlock title="Team interactions" items={roles.teamInteractions} />
        <ListBlock title="Success metrics" items={roles.successMetrics} />
      </Section>

      <Section title="Additional analysis">
        <ListBlock title="Nice-to-have skills" items={more.niceToHaveSkills} />
        <ListBlock title="Growth opportunities" items={more.growthOpportunities} />
        <ListBlock title="Career progression" items={more.careerProgression} />
        <ListBlock title="Market differentiators" items={more.marketDifferentiators} />
      </Section>

      {post.preparationTips.length ? (
        <Section title="Preparation tips">
          <BulletList items={post.preparationTips} ordered />
        </Section>
      ) : null}

      {post.additionalInformation.length ? (
        <Section title="Additional information">
          <BulletList items={post.additionalInformation} />
        </Section>
      ) : null}

      {post.description_html.trim() ? (
        <Section title="Original job description">
          <JobDescription html={post.description_html} />
        </Section>
      ) : null}
    </Stack>
  );
}

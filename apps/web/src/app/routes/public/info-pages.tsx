import { Text } from '@chakra-ui/react';
import { ContentPage } from '../../../components/layouts/content-page';
import { usePageMeta } from '../../../hooks/use-page-meta';

export function AboutRoute() {
  usePageMeta({
    title: 'About',
    description:
      'CareerLens helps job seekers understand how their resume reads to hiring software and what the roles they want require.',
  });
  return (
    <ContentPage
      title="About CareerLens"
      intro="CareerLens helps job seekers see their resume the way hiring software does, and understand what the roles they want really ask for."
    >
      <Text color="fg.muted">More about the team and our story is coming soon.</Text>
      <Text color="fg.muted" mt="4">
        Credits: this product includes information from the O*NET 29.2 Database by the U.S. Department of
        Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is
        a trademark of USDOL/ETA. CareerLens has modified all or some of this information. USDOL/ETA has not
        approved, endorsed, or tested these modifications.
      </Text>
    </ContentPage>
  );
}

export function CareersRoute() {
  usePageMeta({ title: 'Careers', description: 'Work with the CareerLens team.' });
  return (
    <ContentPage title="Careers" intro="We are not hiring at the moment.">
      <Text color="fg.muted">Open positions will be listed on this page when we have them.</Text>
    </ContentPage>
  );
}

export function ContactRoute() {
  usePageMeta({ title: 'Contact', description: 'How to reach the CareerLens team.' });
  return (
    <ContentPage title="Contact" intro="Contact details are on their way.">
      <Text color="fg.muted">This page will soon list the best ways to reach the CareerLens team.</Text>
    </ContentPage>
  );
}

import { paths } from '../../../config/paths';
import { ClosingCta } from '../../../features/landing/components/closing-cta';
import { FeatureSection } from '../../../features/landing/components/feature-section';
import { Hero } from '../../../features/landing/components/hero';
import { JOB_FEATURES, RESUME_FEATURES } from '../../../features/landing/components/landing-features';
import { usePageMeta } from '../../../hooks/use-page-meta';

export function LandingRoute() {
  usePageMeta({ title: 'CareerLens: ATS resume score, skill gaps and job matches' });
  return (
    <>
      <Hero />
      <FeatureSection
        id="resume-features-heading"
        eyebrow="Resume analysis"
        title="Know exactly where your resume stands"
        intro="Most resumes are read by software before a person sees them. CareerLens shows you what that software sees, and what the roles you want actually require."
        features={RESUME_FEATURES}
        cta={{ label: 'Check My Resume', to: paths.auth.signup.getHref() }}
        muted
      />
      <FeatureSection
        id="job-features-heading"
        eyebrow="Job matching and interviews"
        title="Find the jobs worth your time, then prepare for them"
        intro="Stop guessing which openings fit. See how well each job matches your resume, check your fit for the one you want most, and walk into the interview ready."
        features={JOB_FEATURES}
        cta={{ label: 'Find My Matches', to: paths.auth.signup.getHref() }}
      />
      <ClosingCta />
    </>
  );
}

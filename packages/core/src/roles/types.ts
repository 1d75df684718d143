import type { ExperienceLevel, RoleGroup } from '@careerlens/contracts';

/**
 * What a catalogue role asks for: the core of readiness scoring and of the demo corpus. Skills are
 * written as names or aliases that the skills taxonomy resolves (a test checks that each one does).
 */
export interface RoleProfile {
  /** Exactly a catalogue title. */
  title: string;
  group: RoleGroup;
  /** Other job titles that mean this role in postings ("Reporting Analyst", "SDE II"), lower or title case. */
  titleAliases: string[];
  /** One sentence on what the role is for. */
  summary: string;
  /** 5-8 skills almost every posting for the role asks for. */
  coreSkills: string[];
  /** 8-15 skills many postings ask for or list as a plus. */
  commonSkills: string[];
  /** 2-6 certifications or licences relevant to the role (may be empty for roles with none). */
  certifications: string[];
  /** Typical education requirements, one sentence each. */
  education: string[];
  /** 4-6 typical responsibilities per level, each an imperative phrase ("Build dashboards that ..."). */
  responsibilities: Record<ExperienceLevel, string[]>;
  /** 3-5 measurable outcomes the role is judged on. */
  successMetrics: string[];
  /** 3-5 teams or people the role works with. */
  teamInteractions: string[];
  /** 3-5 industries that hire the role. */
  industries: string[];
  /** 2-4 next roles a person in this role typically grows into. */
  careerProgression: string[];
}

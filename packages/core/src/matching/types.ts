import type { ExperienceLevel, RoleGroup } from '@careerlens/contracts';
import type { PostingAnalysis } from '../postings/types';
import type { DegreeLevel, SectionKind } from '../sections/types';
import type { SparseVector } from './lexical-vector';

/** A line of the resume quoted as evidence. */
export interface EvidenceLine {
  lineIndex: number;
  text: string;
}

/** A taxonomy skill found on the resume (outside the contact block), with where it is written. */
export interface PreparedSkill {
  id: string;
  name: string;
  /** Section kinds the skill is written in, each once, in document order. */
  sections: SectionKind[];
  /**
   * True when the skill is written in a line describing work: an experience, project or volunteer line
   * (not only in a skills list or a summary). Such a skill gets full credit; a listed-only one a little less.
   */
  inUse: boolean;
  /** The line that best proves it: the first line describing work, else the first line naming it. */
  evidence: EvidenceLine;
}

/** What a section of the resume says, reduced to what the fit score reads. */
export interface PreparedSection {
  present: boolean;
  /** Skill ids written in the section. */
  skillIds: string[];
  /** Distinct content terms (stemmed, see lexical-vector), sorted. */
  terms: string[];
}

/** A job title on the resume and the catalogue role it maps to. */
export interface PreparedTitle {
  title: string;
  roleTitle: string;
  roleGroup: RoleGroup;
  /** 0-1, from the posting-role mapper: below FIT_RULES.minTitleConfidence the title is not used. */
  confidence: number;
}

/**
 * Everything the fit score needs from one resume, computed once (`prepareResume`) and stored as plain
 * JSON. Contact lines and page headers/footers are left out of every field, so the person's name and
 * contact details cannot change a score.
 */
export interface PreparedResume {
  /** The FIT_METHOD_VERSION that prepared it: re-prepare when it changes. */
  methodVersion: string;
  /** "Today" for the years of experience, as YYYY-MM-DD. */
  referenceDate: string;
  skills: PreparedSkill[];
  /** Years of employment from the dated roles (overlaps counted once), one decimal. */
  yearsOfExperience: number;
  /** Number of roles found, and how many carry dates. */
  roleCount: number;
  datedRoleCount: number;
  /** The most senior level a job title states ("Senior", "Lead", "Intern"), if any. */
  titleSeniority: ExperienceLevel | null;
  /** The highest qualification listed, with its degree as written when the parser read one. */
  highestDegree: { level: DegreeLevel; degree: string | null } | null;
  educationCount: number;
  /** Job titles in document order, with the catalogue roles they map to. */
  titles: PreparedTitle[];
  /** Lines describing work (experience bullets, then volunteer lines), at most MAX_BULLETS. */
  bullets: EvidenceLine[];
  /**
   * The other content lines (skills lists, summary, projects, certifications, education), at most
   * MAX_OTHER_LINES: with the work lines, where a skill the target asks for may be named in other words.
   */
  otherLines: EvidenceLine[];
  /** Terms of the job titles and the work lines. */
  experienceTerms: string[];
  summary: PreparedSection;
  projects: PreparedSection;
  /** Binary lexical vector of all content lines, with the resume's skills as terms. */
  vector: SparseVector;
}

/**
 * What a resume is scored against: a posting (`targetFromPosting`) or a catalogue role at a level
 * (`targetFromRole`). Plain JSON.
 */
export interface FitTarget {
  source: 'posting' | 'role';
  /** The title as the posting words it, or the catalogue title. */
  title: string;
  /** The catalogue role it maps to, and how sure the mapping is (1 for a role target). */
  roleTitle: string;
  roleGroup: RoleGroup;
  roleConfidence: number;
  experienceLevel: ExperienceLevel | null;
  /** Minimum years asked for; null when not stated (the level's minimum then applies). */
  minYears: number | null;
  education: PostingAnalysis['education'];
  /** Taxonomy ids, most important first; preferred never repeats a required id. */
  requiredSkills: string[];
  preferredSkills: string[];
  /** Responsibilities as the posting (or the role profile) states them. */
  responsibilities: string[];
  /** For each skill id, the content terms of the statements that ask for it (to point at a bullet). */
  skillContext: Record<string, string[]>;
  vector: SparseVector;
}

export type FitSection = 'experience' | 'skills' | 'education' | 'projects' | 'summary';
/** The parts of the overall score: the five sections and the lexical similarity. */
export type FitComponent = FitSection | 'semantic';
export type MatchLevel = 'EXCELLENT' | 'GOOD' | 'FAIR' | 'POOR';

export interface MatchingSkillDetail {
  /** The skill the target asks for. */
  skill: string;
  skillId: string;
  /** exact: the resume names it (or an alias); implied: it names a related skill (partial credit). */
  kind: 'exact' | 'implied';
  /** For an implied skill, the related skill the resume names. */
  via?: string;
  /** The resume line that proves it (for an implied skill, the line naming `via`). */
  evidence: EvidenceLine | null;
  required: boolean;
  /** Credit given, 0-1 (see FIT_RULES). */
  credit: number;
}

export interface ScoreFitOptions {
  /** Include the lexical similarity (default true). Off: its weight is shared among the other parts. */
  useSemantic?: boolean;
  /**
   * The catalogue role the user says they are aiming for: counted as part of the resume's field, so a
   * career switcher is not held back by titles from their old field.
   */
  statedTarget?: string | null;
  /**
   * Embeddings from a provider (unit length): when given for the resume and for the target (or a
   * candidate), their cosine replaces the lexical similarity, scaled from `floor` (the cosine of unrelated
   * texts for that model: 0) to `full` (a resume and a job it fits: 1).
   */
  embeddings?: DenseSimilarity | null;
}

export interface DenseSimilarity {
  resume: ArrayLike<number>;
  /** The target's own embedding, for scoreFit (a candidate carries its own for quickScore). */
  target?: ArrayLike<number> | null;
  floor: number;
  full: number;
}

export interface FitResult {
  matchLevel: MatchLevel;
  /** 0-1, three decimals. */
  overallMatchScore: number;
  isGoodMatch: boolean;
  /** 0-1, two decimals: what each section of the resume proves for this target. */
  sectionScores: Record<FitSection, number>;
  /** One sentence per section saying what its score rests on. */
  sectionFeedback: Record<FitSection, string>;
  /** Skills the target asks for that the resume names (required first). Implied skills are not here. */
  matchingSkills: string[];
  /**
   * Skills the target asks for that the resume does not name, required first (implied ones included,
   * unconfirmed ones not: see details.unconfirmed).
   */
  missingSkills: string[];
  suggestions: string[];
  details: FitDetails;
}

export interface FitDetails {
  /** Exact and implied matches, required first, in the target's order. */
  matchingSkillsDetail: MatchingSkillDetail[];
  /**
   * Skills not named on the resume, including those implied by a related skill (see impliedSkills), less
   * the unconfirmed ones.
   */
  missingRequired: string[];
  missingPreferred: string[];
  /** Skills credited in part through a related skill the resume names. */
  impliedSkills: Array<{ skill: string; via: string; required: boolean }>;
  /**
   * Skills not named that a resume line may name in other words ("Skilled negotiator" for Negotiation):
   * scored as missing or implied, but left out of missingRequired, missingPreferred and impliedSkills,
   * since the file may say otherwise. Required first.
   */
  unconfirmed: Array<{ skill: string; required: boolean; line: EvidenceLine }>;
  /** The nominal weights (FIT_WEIGHTS). */
  weights: Readonly<Record<FitComponent, number>>;
  /** The weights actually applied: parts with nothing to measure get 0 and the rest are scaled to sum 1. */
  appliedWeights: Record<FitComponent, number>;
  /** Score of each part as used in the overall score (projects: the better of projects and experience). */
  componentScores: Record<FitComponent, number>;
  experience: {
    years: number;
    /** Years the target asks for (stated, else the level's minimum); null when it asks for none. */
    requiredYears: number | null;
    yearsFit: number;
    dutiesAddressed: number;
    dutiesTotal: number;
    /** 0-1: how relevant the experience is (duties addressed, target skills used in work lines). */
    relevance: number;
    /** Target skills named in a work line (experience, projects, volunteer). */
    skillsInUse: number;
    /** 0-1: the share of the experience score lost to job titles far from the target role. */
    titlePenalty: number;
    /** The resume title closest to the target role, if any title could be mapped. */
    closestTitle: string | null;
  };
  /** The similarity part: lexical vectors, or a provider's embeddings when both texts have one. */
  semantic: { used: boolean; cosine: number; basis: 'lexical' | 'embeddings' };
  /** How close the resume's field is to the target's role, and the share of the overall score kept. */
  field: {
    closeness: number;
    factor: number;
    /** The resume role closest to the target and what says so, if any role could be read. */
    closestRole: string | null;
    basis: 'title' | 'skills' | 'stated target' | null;
  };
  methodVersion: string;
}

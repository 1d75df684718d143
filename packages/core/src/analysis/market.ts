/**
 * What the job corpus says the market asks for one role and level: computed by the server from
 * postings and passed in, so the engine stays pure.
 */
export interface MarketSkillStats {
  /** Postings in the sample. */
  postings: number;
  /** What the sample covers, in words ("Data Analyst, mid-level" or "Data & Analytics roles"). */
  scope: string;
  /** Date range of the sample (ISO dates), when known. */
  from: string | null;
  to: string | null;
  /** Share (0-1) of the sample's postings that ask for each skill id. */
  skillShares: Record<string, number>;
}

/** Below this many postings the sample is too small to rank skills by. */
export const MIN_MARKET_SAMPLE = 8;

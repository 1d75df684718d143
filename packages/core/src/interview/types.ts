export type QuestionType = 'technical' | 'behavioural' | 'situational';
export type QuestionDifficulty = 'EASY' | 'MEDIUM' | 'HARD';

/**
 * A question written by the team. Text may hold placeholders that the generator fills from the
 * posting: {role} (the posting's title), {skill} (a skill the posting asks for) and {responsibility}
 * (one of the posting's responsibilities, as a lower-case phrase). Never anything about the company.
 */
export interface BankQuestion {
  /** Stable unique id, kebab-case ("role-data-analyst-1", "skill-sql-2", "behavioural-conflict-1"). */
  id: string;
  type: QuestionType;
  difficulty: QuestionDifficulty;
  question: string;
  /**
   * A model answer of 80-180 words. Behavioural answers use STAR and label the parts:
   * "Situation: ... Task: ... Action: ... Result: ...".
   */
  answer: string;
  /** 3-5 criteria; each says what a strong answer does and, where useful, what a weak one does. */
  evaluationCriteria: string[];
  /**
   * For a skill question written for one field ("earned value at month four" for Cost Control, "tiers for a
   * new B2B software product" for Pricing Strategy): the catalogue roles it suits. Absent, any posting
   * asking for the skill may be asked it.
   */
  fits?: string[];
}

export interface ThemedQuestion extends BankQuestion {
  /** What the question probes: "conflict", "prioritisation", "failure", "leadership", "ambiguity", ... */
  theme: string;
  /**
   * The question is written to follow a duty of the posting quoted before it ("this duty", "work like
   * this"): the generator asks it only with one of the posting's duties as its setting.
   */
  setInDuty?: boolean;
}

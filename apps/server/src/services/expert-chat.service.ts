import type { AnalysisData, ExpertChatRequest } from '@careerlens/contracts';
import type { ResumeRepository } from '../repositories/resume.repository';
import type { AuthService } from './auth.service';
import type { LlmChatClient } from './llm-chat.client';
import type { ChatMessage } from './llm-profile.client';
import type { MatchingService } from './matching.service';

const MATCHES_IN_CONTEXT = 5;
const SKILLS_IN_CONTEXT = 20;

const SYSTEM_PROMPT = `You are the AI Expert of CareerLens, a career coach for job seekers.
Answer the user's question directly and specifically, in at most 250 words, in plain text.
Use the user's own analysis, target role and job matches below where they are relevant, and say so
when you use them. Never invent facts about the user or about employers; when the context does not tell you
something (a salary figure for a city, say), say what would decide it and how the user can find out.`;

/**
 * What the model is told about the user: their target role and level, their primary resume's analysis
 * (scores, skills, gaps, strengths, development areas, job titles) and their best matches. Never their name,
 * email, phone, address or the resume's text.
 */
export function expertContext(input: {
  targetRole: string | null;
  experienceLevel: string | null;
  careerIntent: string | null;
  analysis: AnalysisData | null;
  matches: Array<{ jobTitle: string; companyName: string | null; matchScore: number }>;
}): string {
  const lines = [
    `Target role: ${input.targetRole ?? 'not stated'}`,
    `Experience level: ${input.experienceLevel ?? 'not stated'}`,
    `Career intent: ${input.careerIntent ?? 'not stated'}`,
  ];
  const analysis = input.analysis;
  if (analysis === null) lines.push('Resume analysis: no analysed resume yet');
  else {
    lines.push(
      `ATS score: ${analysis.atsScore}/100; job readiness: ${analysis.jobReadinessScore}/100`,
      `Most useful fix: ${analysis.actionableTip}`,
      `Skills found on the resume: ${analysis.skills
        .slice(0, SKILLS_IN_CONTEXT)
        .map((skill) => skill.name)
        .join(', ')}`,
      `Missing skills for the target role: ${analysis.missingSkills.join(', ') || 'none found'}`,
      `Strengths: ${analysis.comprehensiveAnalysis.strengths.map((strength) => strength.title).join('; ')}`,
      `Development areas: ${analysis.comprehensiveAnalysis.jobReadinessAnalysis.developmentAreas.join('; ')}`,
      `Job titles held: ${analysis.experience
        .flatMap((entry) => (entry.title ? [entry.title] : []))
        .join('; ')}`,
    );
  }
  lines.push(
    input.matches.length === 0
      ? 'Job matches: none yet'
      : `Best job matches: ${input.matches
          .map(
            (match) =>
              `${match.jobTitle}${match.companyName ? ` at ${match.companyName}` : ''} (${match.matchScore}/100)`,
          )
          .join('; ')}`,
  );
  return lines.join('\n');
}

export function createExpertChatService(deps: {
  llm: LlmChatClient | undefined;
  auth: AuthService;
  resumes: ResumeRepository;
  matching: MatchingService;
  log: (message: string) => void;
}) {
  return {
    get enabled(): boolean {
      return deps.llm !== undefined;
    },

    /** The model's messages for this user and conversation. */
    async messagesFor(userId: string, request: ExpertChatRequest): Promise<ChatMessage[]> {
      const [user, primary, matches] = await Promise.all([
        deps.auth.currentUser(userId),
        deps.resumes.findPrimary(userId),
        deps.matching.list(userId, MATCHES_IN_CONTEXT),
      ]);
      const context = expertContext({
        targetRole: user.targetRole ?? null,
        experienceLevel: user.experienceLevel ?? null,
        careerIntent: user.careerIntent ?? null,
        analysis: (primary?.analysisData as AnalysisData | null | undefined) ?? null,
        matches: matches.matches,
      });
      return [
        { role: 'system', content: `${SYSTEM_PROMPT}\n\nAbout the user:\n${context}` },
        ...request.messages.map((message) => ({ role: message.role, content: message.content })),
      ];
    },

    /**
     * The reply as text pieces. Returns false (after logging why) when the model failed before any text,
     * so the caller can fall back; a failure after some text ends the stream there.
     */
    async *reply(
      userId: string,
      request: ExpertChatRequest,
      signal: AbortSignal,
    ): AsyncGenerator<string, boolean> {
      if (!deps.llm) return false;
      const messages = await this.messagesFor(userId, request);
      try {
        for await (const piece of deps.llm.stream(messages, signal)) yield piece;
        return true;
      } catch (error) {
        deps.log(`AI Expert: the model failed, the page shows its local reply: ${(error as Error).message}`);
        return false;
      }
    },
  };
}

export type ExpertChatService = ReturnType<typeof createExpertChatService>;

import { JobProfileContentSchema, type JobProfileContent } from '@careerlens/contracts';
import {
  checkProfileGrounding,
  contentLevelOf,
  contentReport,
  getSkill,
  type JobPostingInput,
  type PostingAnalysis,
} from '@careerlens/core';

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
  /** Attempts per posting: the first, then retries that quote the validation errors. */
  maxAttempts: number;
}

export interface LlmProfileResult {
  content: JobProfileContent;
  attempts: number;
}

const SYSTEM_PROMPT = `You write job profiles for job seekers preparing for interviews.
Answer with one JSON object only (no prose, no code fences) with exactly these keys:
skillsAnalysis {technicalSkills[], softSkills[], requiredQualifications[], educationRequirements[]},
rolesAnalysis {coreResponsibilities[], keyDeliverables[], teamInteractions[], successMetrics[]},
additionalAnalysis {niceToHaveSkills[], growthOpportunities[], careerProgression[], marketDifferentiators[]},
preparationTips[], additionalInformation[],
interview_questions[8..12] of {id, question, answer, difficulty: "EASY"|"MEDIUM"|"HARD",
type: "technical"|"behavioural"|"situational", assessedSkills[], assessedResponsibilities[], evaluationCriteria[]}.
Rules, all mandatory:
- Use only facts from the posting. Never state anything about the company that the posting does not say.
- Every assessedSkills entry must be copied exactly from SKILLS. Every assessedResponsibilities entry must be
  copied exactly from RESPONSIBILITIES.
- requiredQualifications must be copied from REQUIREMENTS; coreResponsibilities from RESPONSIBILITIES.
- Mix difficulties and types; behavioural answers use STAR with the labels "Situation:", "Task:", "Action:", "Result:".
- Each evaluationCriteria item says what a strong answer does and what a weak one does.
- No two questions may ask the same thing in other words.
- Each question is about this job: it names one of its RESPONSIBILITIES or SKILLS, and lists at least one
  in assessedSkills or assessedResponsibilities. Each answer has 80-180 words, belongs to its question and
  mentions the posting's own duties or tools; 3-5 evaluationCriteria, one on the posting's specifics.
- Difficulty follows LEVEL: an internship or entry-level post gets EASY and MEDIUM questions (at most one
  HARD), a lead, principal or director post MEDIUM and HARD questions (no EASY).
- coreResponsibilities are duties only (no benefits, equal-opportunity or "this position is" sentences);
  niceToHaveSkills never repeat technicalSkills or softSkills; state the pay once, in additionalInformation.`;

function postingPrompt(posting: JobPostingInput, analysis: PostingAnalysis): string {
  const skills = [...analysis.requiredSkills, ...analysis.preferredSkills].map(
    (id) => getSkill(id)?.name ?? id,
  );
  const lines = [
    `TITLE: ${posting.title}`,
    `COMPANY: ${posting.companyName ?? 'not stated'}`,
    `LEVEL: ${contentLevelOf(posting, analysis.experienceLevel)}`,
    `LOCATION: ${[posting.location.city, posting.location.state, posting.location.country].filter(Boolean).join(', ') || 'not stated'}${posting.isRemote ? ' (remote)' : analysis.hybrid ? ' (hybrid)' : ''}`,
    `SKILLS: ${JSON.stringify(skills)}`,
    `RESPONSIBILITIES: ${JSON.stringify(analysis.responsibilities)}`,
    `REQUIREMENTS: ${JSON.stringify(analysis.requirements)}`,
    `NICE TO HAVE: ${JSON.stringify(analysis.niceToHaves)}`,
    `BENEFITS: ${JSON.stringify(analysis.benefits)}`,
    `DESCRIPTION:\n${analysis.descriptionText.slice(0, 6000)}`,
  ];
  return lines.join('\n');
}

/** The content report's failures for one profile: word and criteria limits, difficulty by level, duties only... */
function contentProblems(
  content: JobProfileContent,
  input: { posting: JobPostingInput; analysis: PostingAnalysis },
): string[] {
  return contentReport([
    {
      slug: 'reply',
      occupation: input.analysis.roleTitle,
      level: contentLevelOf(input.posting, input.analysis.experienceLevel),
      content,
    },
  ]).failures;
}

/** The first JSON object in a reply, tolerating code fences and text around it. */
export function extractJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const candidate = fenced?.[1] ?? text;
  const start = candidate.indexOf('{');
  const end = candidate.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('the reply holds no JSON object');
  return JSON.parse(candidate.slice(start, end + 1));
}

export class LlmProfileError extends Error {
  override name = 'LlmProfileError';
}

/**
 * Asks an OpenAI-compatible Chat Completions endpoint (Ollama, vLLM, a hosted API) for a job profile,
 * validates it against the schema and the grounding rules, and retries with the errors. Throws
 * LlmProfileError when no valid profile comes back; the caller falls back to the built-in generator.
 */
export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** One POST to the endpoint's /chat/completions with the model and the key. */
export function requestChatCompletion(
  config: LlmConfig,
  fetchImpl: typeof fetch,
  body: Record<string, unknown>,
  signal: AbortSignal,
): Promise<Response> {
  return fetchImpl(`${config.baseUrl.replace(/\/$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: config.model, ...body }),
    signal,
  });
}

export function createLlmProfileClient(config: LlmConfig, fetchImpl: typeof fetch = fetch) {
  async function complete(messages: Array<{ role: string; content: string }>): Promise<string> {
    const response = await requestChatCompletion(
      config,
      fetchImpl,
      { messages, temperature: 0, response_format: { type: 'json_object' } },
      AbortSignal.timeout(config.timeoutMs),
    );
    if (!response.ok) throw new LlmProfileError(`the model endpoint answered ${response.status}`);
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content.trim())
      throw new LlmProfileError('the reply has no message content');
    return content;
  }

  return {
    async generate(input: {
      posting: JobPostingInput;
      analysis: PostingAnalysis;
    }): Promise<LlmProfileResult> {
      const messages = [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: postingPrompt(input.posting, input.analysis) },
      ];
      let lastProblem = 'no attempt was made';
      for (let attempt = 1; attempt <= config.maxAttempts; attempt += 1) {
        let reply: string;
        try {
          reply = await complete(messages);
        } catch (error) {
          // Transport failures (timeouts, 5xx) are not worth a corrective retry: fall back now.
          throw new LlmProfileError(`model request failed: ${(error as Error).message}`);
        }
        let problems: string[];
        try {
          const parsed = JobProfileContentSchema.safeParse(extractJson(reply));
          if (parsed.success) {
            problems = checkProfileGrounding(parsed.data, input);
            // The content rules the built-in generator keeps (core/interview/content-report.ts), on this profile.
            if (problems.length === 0) problems = contentProblems(parsed.data, input);
            if (problems.length === 0) return { content: parsed.data, attempts: attempt };
          } else {
            problems = parsed.error.issues
              .slice(0, 20)
              .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
          }
        } catch (error) {
          problems = [`the reply is not valid JSON (${(error as Error).message})`];
        }
        lastProblem = problems.slice(0, 5).join('; ');
        messages.push({ role: 'assistant', content: reply });
        messages.push({
          role: 'user',
          content: `Your answer breaks these rules:\n- ${problems.slice(0, 20).join('\n- ')}\nReturn the corrected JSON object only.`,
        });
      }
      throw new LlmProfileError(`no valid profile after ${config.maxAttempts} attempts: ${lastProblem}`);
    },
  };
}

export type LlmProfileClient = ReturnType<typeof createLlmProfileClient>;

import type { OcrSettings } from '../ocr/settings';
import {
  isCatalogueRole,
  type ExperienceLevel,
  type JobAnalysisResult,
  type JobMatchList,
  type ResumeStatus,
} from '@careerlens/contracts';
import {
  checkResumeFile,
  DEMO_SOURCE,
  FIT_METHOD_VERSION,
  listedAhead,
  matchReason,
  postingEmbeddingText,
  resumeEmbeddingText,
  scoreFit,
  targetFromRole,
  type FitTarget,
  type PreparedResume,
} from '@careerlens/core';
import { RESUME_FILE_TYPES, RESUME_MAX_BYTES } from '@careerlens/contracts';
import { AppError } from '../errors';
import { WorkerTaskError } from '../lib/worker-pool';
import { OCR_BUSY, type AnalysisRunner } from './analysis-runner';
import type { MatchFilters, MatchRepository } from '../repositories/match.repository';
import type { ProfileRepository } from '../repositories/profile.repository';
import type { ResumeRepository } from '../repositories/resume.repository';
import type { UserRepository } from '../repositories/user.repository';
import type { AnalysisTaskOutput } from '../isolated/analysis-task';
import { fitTargetOfRow, fitTargetsLoader, postingFromRow } from './posting-row';
import type { EmbeddingsService } from './embeddings.service';
import type { PostingIndex } from './posting-index';
import { INVALID_TYPE_MESSAGE, TOO_LARGE_MESSAGE } from './resume.service';
import { postingAttribution } from '../sources/source-terms';

/** Matches kept per resume. */
export const MATCHES_KEPT = 50;

const MESSAGES = {
  noneFiltered: 'None of your matches fit these filters. Clear a filter to see them all.',
  noResume: 'Upload a resume on My Resumes and make it primary: your job matches will appear here.',
  analysing: (file: string) =>
    `We're still analyzing ${file}. Your job matches will appear here as soon as the analysis finishes, usually in a few seconds.`,
  failed: (file: string, reason: string | null) =>
    `We could not read ${file}${reason ? `: ${reason}` : '.'} Upload another file to see your job matches.`,
  computing: 'Your resume is analyzed and we are ranking jobs for it now. Check again in a few seconds.',
  empty: 'No postings match your resume yet. New postings are matched as they arrive.',
} as const;

export function createMatchingService(deps: {
  matches: MatchRepository;
  resumes: ResumeRepository;
  users: UserRepository;
  profiles: ProfileRepository;
  index: PostingIndex;
  /** Reads the file in the parsing processes, and a scan in the OCR process (analysis-runner.ts). */
  pool: () => AnalysisRunner;
  ocr: OcrSettings;
  embeddings?: EmbeddingsService;
}) {
  const { matches, resumes, index } = deps;

  return {
    /**
     * Ranks the corpus for one analysed resume: cheap retrieval by shared skills (and related skills),
     * re-ranked with the quick score, the best of those scored as the fit analysis of one job scores them
     * (PostingIndex.rankByFit), best 50 kept with a reason each.
     */
    async computeForResume(resumeId: string): Promise<number> {
      const row = await resumes.findById(resumeId);
      const prepared = row?.prepared as PreparedResume | null | undefined;
      if (!row || !prepared) return 0;
      // The role the user says they aim for counts as part of their field (career switchers).
      const owner = await deps.users.findById(row.userId);
      const statedTarget = owner?.targetRole && isCatalogueRole(owner.targetRole) ? owner.targetRole : null;
      const embeddings = (await deps.embeddings?.forResume(resumeId, prepared)) ?? null;
      await index.ensureFresh();
      const scored = await index.rankByFit(
        prepared,
        MATCHES_KEPT,
        { statedTarget, embeddings },
        fitTargetsLoader(deps.profiles),
      );
      const ahead = listedAhead(scored.map(({ score }) => ({ score: Math.round(score * 100) })));
      await matches.replaceForResume(
        resumeId,
        scored.map(({ candidate, score, inField }, place) => ({
          jobPostId: candidate.id,
          score: Math.round(score * 100),
          inField,
          reason: matchReason(prepared, candidate, { statedTarget, listedAhead: ahead[place] }),
        })),
        FIT_METHOD_VERSION,
      );
      return scored.length;
    },

    /** Postings held by this process's matching index (0 until it is first loaded). */
    indexedPostings(): number {
      return index.size;
    },

    /** Loads the corpus into the matching index ahead of the first computation. */
    async warmIndex(): Promise<void> {
      await index.ensureFresh();
    },

    /**
     * Re-ranks every analysed primary resume (after the corpus changed); returns how many. New postings
     * get their embeddings first, so that the ranking compares like with like. `onlyIfEmbedded`: re-rank
     * only when postings gained embeddings (a worker's start with a provider, when nothing else changed).
     */
    /**
     * Whether stored matches were ranked by an earlier method (the worker then ranks every primary resume
     * again at start, so a list's scores agree with the fit analysis of the version running).
     */
    async hasMatchesOfOtherMethod(): Promise<boolean> {
      return matches.anyRankedOtherwise(FIT_METHOD_VERSION);
    },

    async computeForPrimaryResumes(options: { onlyIfEmbedded?: boolean } = {}): Promise<number> {
      const embedded = (await deps.embeddings?.embedPendingPostings()) ?? 0;
      if (options.onlyIfEmbedded && embedded === 0) return 0;
      const ids = await matches.primaryPreparedResumeIds();
      for (const id of ids) await this.computeForResume(id);
      return ids.length;
    },

    async list(userId: string, limit: number, filters: MatchFilters = {}): Promise<JobMatchList> {
      const primary = await resumes.findPrimary(userId);
      const empty = { totalMatches: 0, matches: [], methodVersion: null, computedAt: null };
      if (!primary)
        return {
          ...empty,
          resumeFileName: null,
          resumeStatus: null,
          hasEmbeddings: false,
          message: MESSAGES.noResume,
        };
      const file = primary.originalFileName;
      const resumeStatus = primary.status as ResumeStatus;
      if (primary.status === 'ANALYSIS_FAILED') {
        return {
          ...empty,
          resumeFileName: file,
          resumeStatus,
          hasEmbeddings: false,
          message: MESSAGES.failed(file, primary.failureReason),
        };
      }
      if (!primary.prepared)
        return {
          ...empty,
          resumeFileName: file,
          resumeStatus,
          hasEmbeddings: false,
          message: MESSAGES.analysing(file),
        };
      const rows = await matches.listForResume(primary.id, limit, filters);
      const total = await matches.countForResume(primary.id, filters);
      const filtered = Boolean(filters.remote || filters.experienceLevel || filters.location);
      if (rows.length === 0) {
        if (filtered && (await matches.countForResume(primary.id)) > 0)
          return {
            ...empty,
            resumeFileName: file,
            resumeStatus,
            hasEmbeddings: true,
            message: MESSAGES.noneFiltered,
          };
        const computedBefore = total > 0;
        return {
          ...empty,
          resumeFileName: file,
          resumeStatus,
          hasEmbeddings: true,
          message: computedBefore ? MESSAGES.empty : MESSAGES.computing,
        };
      }
      return {
        totalMatches: total,
        resumeFileName: file,
        resumeStatus,
        hasEmbeddings: true,
        message: null,
        methodVersion: rows[0]?.methodVersion ?? null,
        computedAt: rows[0]?.computedAt.toISOString() ?? null,
        matches: rows.map((row) => ({
          jobPostId: row.post.id,
          jobTitle: row.post.title,
          companyName: row.post.companyName,
          jobLevel: row.post.jobLevel,
          matchScore: Math.max(0, Math.min(100, row.score)),
          isRemote: row.post.isRemote === true,
          city: row.post.city,
          state: row.post.state,
          country: row.post.country,
          companyIndustry: row.post.companyIndustry,
          datePosted: row.post.datePosted,
          jobUrl: row.post.jobUrl,
          jobUrlDirect: row.post.jobUrlDirect,
          reason: row.reason,
          profileSlug: row.profileSlug,
          inField: row.inField,
          experienceLevel: (row.post.experienceLevel as ExperienceLevel | null) ?? null,
          isSample: row.post.source === DEMO_SOURCE,
          attribution: postingAttribution(row.post.source, row.post.jobUrl),
        })),
      };
    },

    /**
     * The fit of an uploaded resume against one posting, or against the signed-in user's target role
     * when no posting is named. The file is read in the worker pool and not stored.
     */
    async analyzeJob(input: {
      file: { fileName: string; bytes: Uint8Array };
      jobPostId: string | undefined;
      userId: string | undefined;
    }): Promise<JobAnalysisResult> {
      const check = checkResumeFile(input.file.bytes, input.file.fileName, {
        allowed: RESUME_FILE_TYPES,
        maxBytes: RESUME_MAX_BYTES,
      });
      if (!check.ok) {
        if (check.reason === 'TOO_LARGE') throw new AppError('FILE_TOO_LARGE', TOO_LARGE_MESSAGE);
        throw new AppError('INVALID_FILE_TYPE', `${INVALID_TYPE_MESSAGE}. ${check.detail}`, {
          resume: ['Invalid file type'],
        });
      }
      let target: FitTarget;
      let targetText: string;
      let targetInfo: JobAnalysisResult['target'];
      const user = input.userId ? await deps.users.findById(input.userId) : undefined;
      const statedTarget = user?.targetRole && isCatalogueRole(user.targetRole) ? user.targetRole : null;
      if (input.jobPostId) {
        const [post] = await deps.profiles.postsByIds([input.jobPostId]);
        if (!post) throw AppError.notFound('Job posting not found.');
        const { analysis } = postingFromRow(post);
        target = fitTargetOfRow(post);
        targetText = postingEmbeddingText({ ...target, descriptionText: analysis.descriptionText });
        targetInfo = {
          kind: 'posting',
          jobPostId: post.id,
          title: post.title,
          companyName: post.companyName,
          experienceLevel: post.experienceLevel,
        };
      } else {
        if (!user?.targetRole || !statedTarget) {
          throw AppError.badRequest(
            'Choose a job to compare your resume with (jobPostId), or sign in to compare it with your target role.',
            {
              jobPostId: ['A job posting id is required when you are not signed in'],
            },
          );
        }
        const level = (user.experienceLevel ?? null) as ExperienceLevel | null;
        target = targetFromRole(statedTarget, level);
        targetText = postingEmbeddingText({ ...target, descriptionText: target.responsibilities.join('\n') });
        targetInfo = {
          kind: 'role',
          jobPostId: null,
          title: statedTarget,
          companyName: null,
          experienceLevel: level,
        };
      }
      let output: AnalysisTaskOutput;
      try {
        output = await deps.pool().run({
          mode: 'prepare',
          bytes: input.file.bytes,
          fileType: check.fileType,
          targetRole: null,
          experienceLevel: null,
          referenceDate: new Date().toISOString().slice(0, 10),
          market: undefined,
          ocr: deps.ocr,
        });
      } catch (error) {
        if (error instanceof WorkerTaskError)
          throw AppError.badRequest(
            'This file is too large or complex to read. Save it again as a simple PDF or DOCX.',
          );
        throw error;
      }
      // A scan the OCR process has no room for now: the server is busy, the file is not at fault.
      if (!output.ok && output.code === OCR_BUSY) throw new AppError('SERVICE_UNAVAILABLE', output.message);
      if (!output.ok) throw new AppError('BAD_REQUEST', output.message);
      const embeddings =
        (await deps.embeddings?.forPair(resumeEmbeddingText(output.prepared), targetText)) ?? null;
      const fit = scoreFit(output.prepared, target, { statedTarget, embeddings });
      return {
        matchLevel: fit.matchLevel,
        overallMatchScore: fit.overallMatchScore,
        isGoodMatch: fit.isGoodMatch,
        sectionScores: fit.sectionScores,
        sectionFeedback: fit.sectionFeedback,
        sectionsNotCounted: [
          ...(output.prepared.projects.present ? [] : (['projects'] as const)),
          ...(fit.details.appliedWeights.education === 0 ? (['education'] as const) : []),
        ],
        matchingSkills: fit.matchingSkills,
        missingSkills: fit.missingSkills,
        suggestions: fit.suggestions,
        matchingSkillsDetail: fit.details.matchingSkillsDetail.map((detail) => ({
          skill: detail.skill,
          skillId: detail.skillId,
          kind: detail.kind,
          via: detail.via ?? null,
          evidence: detail.evidence,
          required: detail.required,
        })),
        missingRequired: fit.details.missingRequired,
        missingPreferred: fit.details.missingPreferred,
        impliedSkills: fit.details.impliedSkills.map((entry) => ({ skill: entry.skill, via: entry.via })),
        unconfirmedSkills: fit.details.unconfirmed.map((entry) => ({
          skill: entry.skill,
          required: entry.required,
          line: entry.line.text,
        })),
        weights: { ...fit.details.weights },
        field: fit.details.field,
        methodVersion: FIT_METHOD_VERSION,
        target: targetInfo,
      };
    },
  };
}

export type MatchingService = ReturnType<typeof createMatchingService>;

import {
  postingEmbeddingText,
  resumeEmbeddingText,
  type DenseSimilarity,
  type PreparedResume,
} from '@careerlens/core';
import type { JobRepository } from '../repositories/job.repository';
import type { ResumeRepository } from '../repositories/resume.repository';
import { EMBEDDINGS_BATCH_SIZE, EmbeddingsError, type EmbeddingsClient } from '../lib/embeddings-client';

export interface EmbeddingsService {
  /** The provider's model, or null when no provider is configured (matching then stays lexical). */
  readonly model: string | null;
  /**
   * Embeds every posting that has no embedding from the current model, a batch at a time; stops at the
   * first failure (logged) and keeps what it stored. Returns how many postings were embedded.
   */
  embedPendingPostings(): Promise<number>;
  /** The resume's embedding, stored once per model; null without a provider or when it fails (logged). */
  forResume(resumeId: string, prepared: PreparedResume): Promise<DenseSimilarity | null>;
  /** A resume's embedding without storing it (evaluation runs); null as above. */
  forPrepared(prepared: PreparedResume): Promise<DenseSimilarity | null>;
  /** A resume and one target text, for the fit analysis of one job; null as above. */
  forPair(resumeText: string, targetText: string): Promise<DenseSimilarity | null>;
}

export interface EmbeddingsServiceDeps {
  postings: Pick<JobRepository, 'withoutEmbedding' | 'saveEmbeddings'>;
  resumes: Pick<ResumeRepository, 'embeddingOf' | 'saveEmbedding'>;
  client: EmbeddingsClient | undefined;
  /** The provider's cosine of unrelated texts (scored 0) and of a resume and a job it fits (scored 1). */
  calibration: { floor: number; full: number };
  /** Called after postings gained embeddings, so that every process reloads its matching index. */
  onPostingsEmbedded: () => Promise<void>;
  log: (message: string) => void;
}

/** Postings embedded per call at most: a large corpus is embedded over several refreshes. */
const MAX_POSTINGS_PER_RUN = 20_000;

export function createEmbeddingsService(deps: EmbeddingsServiceDeps): EmbeddingsService {
  const { postings, resumes, client, calibration, log } = deps;
  const similarity = (resume: Float32Array, target: Float32Array | null = null): DenseSimilarity => ({
    resume,
    target,
    floor: calibration.floor,
    full: calibration.full,
  });
  const failed = (what: string, error: unknown) => {
    log(
      `embeddings: ${what} failed, matching uses the lexical vectors: ${error instanceof EmbeddingsError ? error.message : String(error)}`,
    );
  };

  return {
    model: client?.model ?? null,

    async embedPendingPostings() {
      if (!client) return 0;
      let embedded = 0;
      try {
        while (embedded < MAX_POSTINGS_PER_RUN) {
          const rows = await postings.withoutEmbedding(client.model, EMBEDDINGS_BATCH_SIZE);
          if (rows.length === 0) break;
          const vectors = await client.embed(rows.map((row) => postingEmbeddingText(row)));
          await postings.saveEmbeddings(
            rows.map((row, i) => ({
              id: row.id,
              contentHash: row.contentHash,
              embedding: vectors[i] as Float32Array,
            })),
            client.model,
          );
          embedded += rows.length;
        }
      } catch (error) {
        failed('embedding postings', error);
      }
      if (embedded > 0) await deps.onPostingsEmbedded();
      return embedded;
    },

    async forResume(resumeId, prepared) {
      if (!client) return null;
      try {
        const row = await resumes.embeddingOf(resumeId);
        if (!row) return null;
        if (row.embedding && row.model === client.model) return similarity(row.embedding);
        const [vector] = await client.embed([resumeEmbeddingText(prepared)]);
        if (!vector) return null;
        await resumes.saveEmbedding(resumeId, vector, client.model);
        return similarity(vector);
      } catch (error) {
        failed('embedding a resume', error);
        return null;
      }
    },

    async forPrepared(prepared) {
      if (!client) return null;
      try {
        const [vector] = await client.embed([resumeEmbeddingText(prepared)]);
        return vector ? similarity(vector) : null;
      } catch (error) {
        failed('embedding a resume', error);
        return null;
      }
    },

    async forPair(resumeText, targetText) {
      if (!client) return null;
      try {
        const [resume, target] = await client.embed([resumeText, targetText]);
        return resume && target ? similarity(resume, target) : null;
      } catch (error) {
        failed('embedding a resume and a job', error);
        return null;
      }
    },
  };
}

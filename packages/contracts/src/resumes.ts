import { z } from 'zod';
import { RESUME_FILE_TYPES } from './constants';
import { AnalysisDataSchema } from './analysis';

export const RESUME_STATUSES = [
  'UPLOADED',
  'ANALYSIS_IN_PROGRESS',
  'ANALYSIS_COMPLETED',
  'ANALYSIS_FAILED',
] as const;
export const ResumeStatusSchema = z.enum(RESUME_STATUSES);
export type ResumeStatus = z.infer<typeof ResumeStatusSchema>;

export const ResumeSchema = z.object({
  id: z.string(),
  originalFileName: z.string(),
  isPrimary: z.boolean(),
  createdAt: z.string(),
  status: ResumeStatusSchema,
  fileType: z.enum(RESUME_FILE_TYPES),
  sizeBytes: z.number().int(),
  /** Why analysis failed, in words the user can act on (ANALYSIS_FAILED only). */
  failureReason: z.string().nullable(),
  analyzedAt: z.string().nullable(),
  analysisData: AnalysisDataSchema.nullable(),
});
export type Resume = z.infer<typeof ResumeSchema>;

export const ResumeListSchema = z.array(ResumeSchema);
export const ResumeIdParamsSchema = z.object({ id: z.uuid({ error: 'Resume id must be a UUID' }) });
export const DownloadUrlSchema = z.object({
  downloadUrl: z.string(),
  expiresAt: z.string(),
});

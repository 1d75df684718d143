import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { OcrEnvSchema, readOcrSettings, type OcrSettings } from './ocr/settings';
import { parseBoardList, parseSourceList, type BoardsConfig, type SourceEntry } from './sources/sync';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) =>
    value === undefined || value === '' ? undefined : ['true', '1', 'yes'].includes(value),
  );

/**
 * TRUST_PROXY: unset, empty, `false` or `0` trust no proxy (the socket's address is the client's); a hop
 * count trusts that many proxies in front; a list of addresses or CIDRs trusts only those proxies.
 * `true` (trust any sender's X-Forwarded-For) is refused: it lets every client choose its own address.
 */
const trustProxyFromEnv = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    const text = (value ?? '').trim();
    if (!text || text === 'false' || text === '0') return false;
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops > 10) context.addIssue({ code: 'custom', message: 'a hop count must be between 0 and 10' });
      return hops;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    for (const entry of entries) {
      const [address = '', prefix, extra] = entry.split('/');
      const family = isIP(address);
      const bits = family === 6 ? 128 : 32;
      const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
      if (!family || !prefixOk || extra !== undefined) {
        context.addIssue({
          code: 'custom',
          message: `"${entry}" is not an IP address or CIDR; give a hop count (such as 1) or the proxies' addresses (such as 10.0.0.0/8,127.0.0.1)`,
        });
      }
    }
    return entries;
  });

/** PUBLIC_URL: the origin of the public site (canonical links, structured data, sitemap, robots.txt). */
const publicUrlFromEnv = z
  .string()
  .optional()
  .transform((value, context): string | undefined => {
    const text = (value ?? '').trim();
    if (!text) return undefined;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      context.addIssue({
        code: 'custom',
        message: 'must be an absolute http(s) URL such as https://example.com',
      });
      return undefined;
    }
    if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) {
      context.addIssue({ code: 'custom', message: 'must be an http(s) origin such as https://example.com' });
      return undefined;
    }
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  });

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
      message: 'must be a postgres:// or postgresql:// connection string',
    }),
  JWT_SECRET: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || value.length >= 32, {
      message: 'must be at least 32 characters',
    }),
  JWT_EXPIRES_IN_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: booleanFromEnv.transform((value) => value ?? true),
  RUN_WORKER: booleanFromEnv.transform((value) => value ?? true),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  EXPENSIVE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  TRUST_PROXY: trustProxyFromEnv,
  PUBLIC_URL: publicUrlFromEnv,
  MAX_RESUMES_PER_USER: z.coerce.number().int().min(1).max(10_000).default(20),
  JOB_BOARDS: z.string().optional(),
  JOB_SOURCES: z.string().optional(),
  JOB_SYNC_CRON: z.string().min(9).default('0 */6 * * *'),
  LLM_BASE_URL: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || /^https?:\/\//.test(value), {
      message: 'must be an http(s) URL',
    }),
  LLM_MODEL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(60),
  LLM_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(5).default(2),
  EMBEDDINGS_BASE_URL: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || /^https?:\/\//.test(value), {
      message: 'must be an http(s) URL',
    }),
  EMBEDDINGS_MODEL: z.string().optional(),
  EMBEDDINGS_API_KEY: z.string().optional(),
  EMBEDDINGS_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
  EMBEDDINGS_COSINE_FLOOR: z.coerce.number().min(-1).max(1).default(0.2),
  EMBEDDINGS_COSINE_FULL: z.coerce.number().min(-1).max(1).default(0.7),
  ANALYSIS_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(180),
  QUEUE_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  WEB_DIST_DIR: z.string().optional(),
  PARSE_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(45),
  OCR_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(120),
  OCR_MAX_WAITING_SCANS: z.coerce.number().int().min(0).max(1000).default(8),
  ...OcrEnvSchema.shape,
});

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtExpiresInHours: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  seedDemoData: boolean;
  runWorker: boolean;
  authRateLimitPerMinute: number;
  expensiveRateLimitPerMinute: number;
  searchRateLimitPerMinute: number;
  /** AI Expert questions per client per minute (only with a model configured). */
  chatRateLimitPerMinute: number;
  /** Proxies whose X-Forwarded-For is believed: none, a hop count, or their addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** The public site's origin (no trailing slash) for canonical links, JSON-LD, the sitemap and robots.txt. */
  publicUrl: string;
  /** Resumes one account may keep; an upload beyond it is refused until one is deleted. */
  maxResumesPerUser: number;
  /** Company job boards synced on a schedule by the worker ("greenhouse:acme,lever:globex"). */
  jobBoards: BoardsConfig;
  /**
   * Public job APIs synced like the boards ("remotive:software-dev,arbeitnow,themuse,himalayas"): real
   * postings with no set-up. With any configured, the demo corpus loads only if none of them answers.
   */
  jobSources: SourceEntry[];
  /** Cron expression (UTC) of the scheduled sync of JOB_BOARDS and JOB_SOURCES. */
  jobSyncCron: string;
  /** An OpenAI-compatible Chat Completions endpoint for job profiles; the built-in generator otherwise. */
  llm:
    | { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number; maxAttempts: number }
    | undefined;
  /**
   * An OpenAI-compatible embeddings endpoint (`{baseUrl}/embeddings`) for the similarity part of matching;
   * the built-in lexical vectors otherwise (and whenever the endpoint fails).
   */
  embeddings:
    | {
        baseUrl: string;
        model: string;
        apiKey: string | undefined;
        timeoutMs: number;
        /** The model's cosine of unrelated texts (similarity 0) and of a resume and a job it fits (1). */
        floor: number;
        full: number;
      }
    | undefined;
  /**
   * A background job whose worker died is retried after this long: longer than reading a file and then a
   * scan (PARSE_TIMEOUT_SECONDS + OCR_TIMEOUT_SECONDS), so a scan still being read is not started again.
   */
  analysisJobTimeoutSeconds: number;
  /** How often the queue fails expired jobs (so they are retried) and cleans up. */
  queueMaintenanceSeconds: number;
  webDistDir: string | undefined;
  /** OCR of pages without a text layer (ocr/settings.ts), sent to the parsing processes with each file. */
  ocr: OcrSettings;
  /** Time limit of reading one uploaded file in a parsing process. */
  parseTimeoutMs: number;
  /** Time limit of reading a scan again in the OCR process, its pages recognised (OCR_MAX_PAGES at most). */
  ocrTimeoutMs: number;
  /**
   * Scans waiting for the OCR process (one at a time) besides the one it reads; a scan beyond them is
   * refused at once as OCR_BUSY (analysis-runner.ts), and a background analysis tries again later.
   */
  ocrMaxWaitingScans: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const JWT_SECRET_FILE = 'jwt-secret';

/** Reads the secret kept in DATA_DIR, creating it on first start, so sessions survive restarts. */
function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Validates the environment once, at boot. Nothing else reads process.env.
 * Throws ConfigError with one line per bad variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.LLM_BASE_URL && !values.LLM_MODEL) {
    throw new ConfigError('Invalid configuration:\n  LLM_MODEL: required when LLM_BASE_URL is set');
  }
  if (values.EMBEDDINGS_BASE_URL && !values.EMBEDDINGS_MODEL) {
    throw new ConfigError(
      'Invalid configuration:\n  EMBEDDINGS_MODEL: required when EMBEDDINGS_BASE_URL is set',
    );
  }
  if (values.EMBEDDINGS_COSINE_FULL <= values.EMBEDDINGS_COSINE_FLOOR) {
    throw new ConfigError(
      'Invalid configuration:\n  EMBEDDINGS_COSINE_FULL: must be above EMBEDDINGS_COSINE_FLOOR',
    );
  }
  const boards = parseBoardList(values.JOB_BOARDS ?? '');
  if (boards.errors.length) {
    throw new ConfigError(
      `Invalid configuration:\n${boards.errors.map((error) => `  JOB_BOARDS: ${error}`).join('\n')}`,
    );
  }
  const sources = parseSourceList(values.JOB_SOURCES ?? '');
  if (sources.errors.length) {
    throw new ConfigError(
      `Invalid configuration:\n${sources.errors.map((error) => `  JOB_SOURCES: ${error}`).join('\n')}`,
    );
  }
  // npm runs workspace scripts inside the workspace folder; relative paths mean where the user ran npm.
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(baseDir, values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    jwtSecret: values.JWT_SECRET ?? loadOrCreateJwtSecret(dataDir),
    jwtExpiresInHours: values.JWT_EXPIRES_IN_HOURS,
    logLevel: values.LOG_LEVEL,
    seedDemoData: values.SEED_DEMO_DATA,
    runWorker: values.RUN_WORKER,
    authRateLimitPerMinute: values.AUTH_RATE_LIMIT_PER_MINUTE,
    expensiveRateLimitPerMinute: values.EXPENSIVE_RATE_LIMIT_PER_MINUTE,
    searchRateLimitPerMinute: values.SEARCH_RATE_LIMIT_PER_MINUTE,
    chatRateLimitPerMinute: values.CHAT_RATE_LIMIT_PER_MINUTE,
    trustProxy: values.TRUST_PROXY,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT || 3000}`,
    maxResumesPerUser: values.MAX_RESUMES_PER_USER,
    jobBoards: boards.config,
    jobSources: sources.config,
    llm:
      values.LLM_BASE_URL && values.LLM_MODEL
        ? {
            baseUrl: values.LLM_BASE_URL,
            model: values.LLM_MODEL,
            apiKey: values.LLM_API_KEY || undefined,
            timeoutMs: values.LLM_TIMEOUT_SECONDS * 1000,
            maxAttempts: values.LLM_MAX_ATTEMPTS,
          }
        : undefined,
    embeddings:
      values.EMBEDDINGS_BASE_URL && values.EMBEDDINGS_MODEL
        ? {
            baseUrl: values.EMBEDDINGS_BASE_URL,
            model: values.EMBEDDINGS_MODEL,
            apiKey: values.EMBEDDINGS_API_KEY || undefined,
            timeoutMs: values.EMBEDDINGS_TIMEOUT_SECONDS * 1000,
            floor: values.EMBEDDINGS_COSINE_FLOOR,
            full: values.EMBEDDINGS_COSINE_FULL,
          }
        : undefined,
    jobSyncCron: values.JOB_SYNC_CRON,
    analysisJobTimeoutSeconds: values.ANALYSIS_JOB_TIMEOUT_SECONDS,
    queueMaintenanceSeconds: values.QUEUE_MAINTENANCE_SECONDS,
    ocr: readOcrSettings(env),
    parseTimeoutMs: values.PARSE_TIMEOUT_SECONDS * 1000,
    ocrTimeoutMs: values.OCR_TIMEOUT_SECONDS * 1000,
    ocrMaxWaitingScans: values.OCR_MAX_WAITING_SCANS,
    webDistDir: values.WEB_DIST_DIR ? path.resolve(baseDir, values.WEB_DIST_DIR) : undefined,
  };
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { ApiError } from '@careerlens/contracts';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { AppError } from './errors';
import { WEB_DIST } from './paths';
import { registerAuthentication } from './plugins/authenticate';
import { registerErrorHandler } from './plugins/error-handler';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { blogRoutes } from './routes/blog';
import { insightsRoutes } from './routes/insights';
import { registerSeoRoutes } from './routes/seo';
import { DEFAULT_PAGE, profileStructuredData, renderHead, SITE_NAME } from './routes/seo/page-head';
import { internalRoutes } from './routes/internal';
import { jobRoutes } from './routes/jobs';
import { fitRoutes, jobMatchRoutes } from './routes/matching';
import { resumeRoutes } from './routes/resumes';
import { expertRoutes } from './routes/expert';
import type { Services } from './composition/container';

/** JSON bodies larger than this are refused (files go through multipart, with their own limits). */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** Multipart file ceiling for any route; each route sets its own lower limit. */
const MULTIPART_FILE_LIMIT_BYTES = 10 * 1024 * 1024;
const DEFAULT_WEB_DIST = WEB_DIST;

export interface BuildAppOptions {
  services: Services;
  /** Pino options or false; tests pass false. */
  logger?: boolean | object;
}

function loggerOptions(config: Config) {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
}

/** The application as a Fastify instance, ready to `inject()` or `listen()`. Never listens itself. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { services } = options;
  const { config } = services;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (none by default).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // One line per request only when debugging; errors are always logged.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    // Signed download links carry a JWT in the path.
    routerOptions: { maxParamLength: 2048 },
    // Errors raised before routing (a path that is not valid percent-encoding, an over-long parameter)
    // get the same error model as every other reply.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const body: ApiError = {
        code: 'BAD_REQUEST',
        message: tooLong ? 'The address is too long.' : 'The address is not valid.',
      };
      void reply.status(tooLong ? 414 : 400).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    // A signed-in client is counted as its user, whatever address it comes from; others by address.
    keyGenerator: async (request) => {
      const userId = await services.tokens.userOf(request.headers.authorization);
      return userId ? `user:${userId}` : `ip:${request.ip}`;
    },
    errorResponseBuilder: () =>
      new AppError('RATE_LIMITED', 'Too many requests. Please wait a minute and try again.'),
  });
  await app.register(multipart, {
    limits: { fileSize: MULTIPART_FILE_LIMIT_BYTES, files: 1, fields: 10, parts: 12 },
  });
  registerAuthentication(app, services.tokens, (userId) => services.auth.sessionVersion(userId));

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CareerLens API',
        version: '1.0.0',
        description:
          'Resume analysis, job corpus, matching and job profiles. Errors: {code, message, fieldErrors?}.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ping: () => services.database.ping() });
      await api.register(authRoutes, {
        prefix: '/auth',
        auth: services.auth,
        rateLimitPerMinute: config.authRateLimitPerMinute,
        onSession: () => services.warmWorkers(),
      });
      await api.register(resumeRoutes, {
        prefix: '/resumes',
        resumes: services.resumes,
        uploadsPerMinute: config.expensiveRateLimitPerMinute,
      });
      await api.register(jobRoutes, {
        prefix: '/jobs',
        search: services.jobSearch,
        searchesPerMinute: config.searchRateLimitPerMinute,
      });
      await api.register(insightsRoutes, {
        prefix: '/insights',
        insights: services.insights,
        currentUser: async (userId) => {
          const user = await services.auth.currentUser(userId);
          return { targetRole: user.targetRole, experienceLevel: user.experienceLevel };
        },
        recomputesPerMinute: config.expensiveRateLimitPerMinute,
      });
      await api.register(jobMatchRoutes, { prefix: '/jobs', matching: services.matching });
      await api.register(fitRoutes, {
        prefix: '/v1/resume-analysis',
        matching: services.matching,
        perMinute: config.expensiveRateLimitPerMinute,
      });
      await api.register(blogRoutes, {
        prefix: '/blog',
        profiles: services.profiles,
        listsPerMinute: config.searchRateLimitPerMinute,
      });
      await api.register(expertRoutes, {
        prefix: '/expert',
        expert: services.expert,
        perMinute: config.chatRateLimitPerMinute,
      });
      await api.register(internalRoutes, { prefix: '/internal', services });
    },
    { prefix: '/api' },
  );

  const webDist = config.webDistDir ?? DEFAULT_WEB_DIST;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each asset: sent to browsers that accept them.
      preCompressed: true,
      setHeaders(response, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  registerSeoRoutes(app, services.profiles, config.publicUrl);
  const indexHtml = hasWeb ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : '';
  const articlePath = /^\/(guides|blog)\/([^/?#]+)\/?$/;

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // Client-side routes: the SPA decides what to show; article pages get their own head for search engines.
      const pathname = request.url.split('?')[0] ?? '/';
      const match = articlePath.exec(pathname);
      let page: Parameters<typeof renderHead>[1] = DEFAULT_PAGE;
      if (match?.[2]) {
        try {
          const entry = await services.profiles.bySlug(decodeURIComponent(match[2]));
          const canonical = `${config.publicUrl}/guides/${encodeURIComponent(entry.urlSlug)}`;
          page = {
            title: `${entry.metaTitle} | ${SITE_NAME}`,
            description: entry.metaDescription,
            canonical,
            jsonLd: profileStructuredData(entry, canonical),
          };
        } catch {
          // Unknown slug: the app shows its own "not found" text.
        }
      }
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(renderHead(indexHtml, page));
    }
    return reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });

  return app;
}

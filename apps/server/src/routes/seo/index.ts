import type { FastifyInstance } from 'fastify';
import type { ProfileService } from '../../services/profile.service';

const STATIC_PUBLIC_PAGES = ['/', '/guides', '/about', '/careers', '/contact', '/login', '/signup'];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * /sitemap.xml lists every public guide; /robots.txt points at it. Both use the configured public origin
 * (PUBLIC_URL), never the request's Host or X-Forwarded-Proto headers.
 */
export function registerSeoRoutes(app: FastifyInstance, profiles: ProfileService, origin: string) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const entries = await profiles.sitemapEntries();
    const urls = [
      ...STATIC_PUBLIC_PAGES.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`),
      ...entries.map(
        (entry) =>
          `<url><loc>${escapeXml(`${origin}/guides/${encodeURIComponent(entry.urlSlug)}`)}</loc><lastmod>${entry.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
      ),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nDisallow: /api/\nDisallow: /dashboard\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`,
      ),
  );
}

import { Link, Text } from '@chakra-ui/react';

/**
 * "via Remotive": the job board a posting came from, linking to the job's page there, as the terms of the
 * public job APIs ask (apps/server/src/sources/source-terms.ts). Nothing for sources that need no credit.
 */
export function SourceAttribution({ attribution }: { attribution: { name: string; url: string } | null }) {
  if (!attribution) return null;
  return (
    <Text as="span" fontSize="sm" color="fg.muted" data-testid="source-attribution">
      via{' '}
      <Link
        href={attribution.url}
        target="_blank"
        rel="noopener noreferrer"
        color="brand.fg"
        position="relative"
        zIndex="1"
      >
        {attribution.name}
      </Link>
    </Text>
  );
}

import { Box } from '@chakra-ui/react';

/**
 * The posting's original description. The server sanitised `description_html`; it is still rendered in a
 * contained box so no markup in it can widen or break the page.
 */
export function JobDescription({ html }: { html: string }) {
  return (
    <Box
      data-testid="job-description"
      maxW="full"
      minW="0"
      overflowX="auto"
      overflowWrap="anywhere"
      lineHeight="tall"
      css={{
        contain: 'content',
        '& > :first-child': { marginTop: 0 },
        '& p': { marginBottom: '3' },
        '& ul, & ol': { paddingInlineStart: '6', marginBottom: '3' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { marginBottom: '1' },
        '& h1, & h2, & h3, & h4, & h5, & h6': {
          fontWeight: 'semibold',
          fontSize: 'md',
          marginTop: '4',
          marginBottom: '2',
        },
        '& strong, & b': { fontWeight: 'semibold' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& img, & video, & iframe': { maxWidth: '100%', height: 'auto' },
        '& table': { display: 'block', maxWidth: '100%', overflowX: 'auto', borderCollapse: 'collapse' },
        '& td, & th': { borderWidth: '1px', padding: '1.5' },
        '& pre': { whiteSpace: 'pre-wrap' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  renderDescription,
  repairMarkdown,
  sanitizeDescriptionHtml,
} from './render-description';

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'div',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'h2',
  'h3',
  'h4',
  'a',
  'blockquote',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);

/**
 * Checks the output structurally: every "<" opens an allow-listed tag, only anchors carry attributes,
 * and those are an http(s)/mailto href with our rel and target. Text can only hold escaped "<".
 */
function expectSafeHtml(html: string): void {
  const tags = [...html.matchAll(/<(\/?)([^\s/>]+)([^>]*)>/g)];
  const tagCharacters = tags.reduce((sum, tag) => sum + tag[0].length, 0);
  const angleBrackets = (html.match(/</g) ?? []).length;
  expect(angleBrackets).toBe(tags.length);
  expect(tagCharacters).toBeLessThanOrEqual(html.length);
  for (const [, closing, name, rawAttributes] of tags) {
    expect(ALLOWED_TAGS.has((name ?? '').toLowerCase()), `tag <${name}>`).toBe(true);
    const attributes = [...(rawAttributes ?? '').matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)];
    if (closing || name !== 'a') {
      expect(attributes, `attributes on <${name}>`).toEqual([]);
      continue;
    }
    const names = attributes.map((attribute) => attribute[1]);
    expect(names.sort()).toEqual(['href', 'rel', 'target']);
    const href = attributes.find((attribute) => attribute[1] === 'href')?.[2] ?? '';
    expect(href).toMatch(/^(https?:\/\/|mailto:)/i);
    expect(attributes.find((attribute) => attribute[1] === 'rel')?.[2]).toBe('nofollow noopener noreferrer');
    expect(attributes.find((attribute) => attribute[1] === 'target')?.[2]).toBe('_blank');
  }
  expect(html).not.toMatch(
    /<\s*(script|style|iframe|object|embed|svg|math|form|img|input|textarea|template)/i,
  );
  // Inside tags only: escaped text such as "&lt;img onerror=...&gt;" is displayed, never run.
  for (const [tag] of tags) {
    expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
    expect(tag).not.toMatch(/\sstyle\s*=/i);
    expect(tag).not.toMatch(/(javascript|data|vbscript):/i);
  }
}

const HOSTILE: ReadonlyArray<readonly [string, string]> = [
  ['script tag', '<p>Join Lumen Orchard<script>alert(document.cookie)</script></p>'],
  [
    'uppercase script with attributes',
    '<SCRIPT type="text/javascript" SRC="https://evil.example/x.js"></SCRIPT><p>ok</p>',
  ],
  ['onerror on an image', '<img src="x" onerror="alert(1)"><p>Benefits</p>'],
  ['onclick and onmouseover', '<p onclick="steal()">Apply</p><div onmouseover="steal()">Hover</div>'],
  ['javascript: link', '<a href="javascript:alert(1)">Apply now</a>'],
  ['mixed-case javascript: link with spaces', '<a href="  JaVaScRiPt:alert(1)">Apply</a>'],
  ['javascript: link with an encoded tab', '<a href="jav&#x09;ascript:alert(1)">Apply</a>'],
  [
    'javascript: link fully entity-encoded',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Open</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">Open</a>'],
  ['protocol-relative link', '<a href="//evil.example/phish">Open</a>'],
  ['iframe', '<iframe src="https://evil.example" width="1"></iframe><p>After</p>'],
  ['object and embed', '<object data="evil.swf"></object><embed src="evil.swf"><p>After</p>'],
  [
    'style element and attribute',
    '<style>body{display:none}</style><p style="position:fixed;top:0">Styled</p>',
  ],
  ['SVG with a script', '<svg><script>alert(1)</script><circle onload="alert(1)" r="5"/></svg><p>After</p>'],
  [
    'SVG animate setting href',
    '<svg><a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>',
  ],
  ['MathML link', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  ['form and inputs', '<form action="https://evil.example"><input name="ssn"><button>Send</button></form>'],
  [
    'entity-encoded script',
    '&lt;p&gt;Role&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;',
  ],
  ['double-encoded script', '&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;'],
  [
    'nested script tags',
    '<scr<script>ipt>alert(1)</scr</script>ipt><<script>script>alert(1)<</script>/script>',
  ],
  ['script in a comment', '<!--<script>alert(1)</script>--><p>after</p>'],
  ['CDATA', '<![CDATA[<script>alert(1)</script>]]><p>after</p>'],
  [
    'meta refresh and base',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="javascript:/"><p>x</p>',
  ],
  [
    'link with event handler and style',
    '<a href="https://example.com" onclick="alert(1)" style="color:red" target="_self">x</a>',
  ],
  ['unclosed attribute quote', '<p title="x><script>alert(1)</script>">text</p>'],
  [
    'noscript and template',
    '<noscript><p>ns</p></noscript><template><script>alert(1)</script></template><p>ok</p>',
  ],
  ['srcdoc', '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>'],
];

describe('renderDescription sanitisation', () => {
  it.each(HOSTILE)('leaves nothing executable from HTML: %s', (_name, description) => {
    const { html, text } = renderDescription({ description, descriptionFormat: 'html' });
    expectSafeHtml(html);
    expect(text).not.toMatch(/<script/i);
  });

  it.each(HOSTILE)(
    'leaves nothing executable when the same arrives as Markdown: %s',
    (_name, description) => {
      expectSafeHtml(renderDescription({ description, descriptionFormat: 'markdown' }).html);
    },
  );

  it('drops Markdown links and images with unsafe targets but keeps their text', () => {
    const { html, text } = renderDescription({
      description:
        'Read [our handbook](javascript:alert(1)) and ![logo](data:image/png;base64,AAAA) [apply](https://jobs.example.com/1)',
      descriptionFormat: 'markdown',
    });
    expectSafeHtml(html);
    expect(text).toBe('Read our handbook and apply');
    expect(html).toContain(
      '<a href="https://jobs.example.com/1" rel="nofollow noopener noreferrer" target="_blank">apply</a>',
    );
  });

  it('closes every safe link with </a> even after an unsafe one was dropped', () => {
    const html = sanitizeDescriptionHtml('<a href="javascript:x()">a</a><a href="https://example.com">b</a>');
    expect(html).toBe(
      'a<a href="https://example.com" rel="nofollow noopener noreferrer" target="_blank">b</a>',
    );
  });

  it('keeps mailto links and replaces any rel or target the source gave', () => {
    const html = sanitizeDescriptionHtml(
      '<a href="mailto:jobs@lumen-orchard.example" rel="opener" target="_self">Email</a>',
    );
    expect(html).toBe(
      '<a href="mailto:jobs@lumen-orchard.example" rel="nofollow noopener noreferrer" target="_blank">Email</a>',
    );
  });

  it('escapes markup in plain-text descriptions instead of rendering it', () => {
    const { html, text } = renderDescription({
      description: 'Use <b>bold</b> & <script>alert(1)</script>',
      descriptionFormat: 'text',
    });
    expectSafeHtml(html);
    expect(html).toBe('<p>Use &lt;b&gt;bold&lt;/b&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(text).toBe('Use <b>bold</b> & <script>alert(1)</script>');
  });

  it('caps nesting depth but keeps the text of deeply nested tags', () => {
    const description = '<div><span><b>x</b></span>'.repeat(2_000);
    const { html, text } = renderDescription({ description, descriptionFormat: 'html' });
    expect((html.match(/<div>/g) ?? []).length).toBeLessThanOrEqual(64);
    expect((text.match(/x/g) ?? []).length).toBe(2_000);
  });

  it('maps h1 to h2 and h5/h6 to h4, and keeps tables', () => {
    const html = sanitizeDescriptionHtml('<h1>Role</h1><h6>Note</h6><table><tr><td>Pay</td></tr></table>');
    expect(html).toBe('<h2>Role</h2><h4>Note</h4><table><tr><td>Pay</td></tr></table>');
  });
});

describe('renderDescription Markdown', () => {
  const jobspyMarkdown = [
    '**Responsibilities:** ',
    '  ',
    ' ',
    '* Build back\\\\-end services for large\\\\-scale data \\\\& reporting.',
    '* Keep p95 latency under 1\\\\.5 seconds\\\\.',
    '',
    '**Requirements:**',
    '* 3\\\\+ years of experience with Go',
    '',
    '**Salary** ',
    ' : 1\\\\.5 LPA \\\\- 4\\\\.5 LPA',
  ].join('\n');

  it('unescapes scraper escapes and keeps bold headings and bullets as blocks', () => {
    const { text, blocks } = renderDescription({
      description: jobspyMarkdown,
      descriptionFormat: 'markdown',
    });
    expect(text).toBe(
      [
        'Responsibilities:',
        '- Build back-end services for large-scale data & reporting.',
        '- Keep p95 latency under 1.5 seconds.',
        'Requirements:',
        '- 3+ years of experience with Go',
        'Salary',
        ': 1.5 LPA - 4.5 LPA',
      ].join('\n'),
    );
    expect(blocks[0]).toEqual({
      kind: 'paragraph',
      text: 'Responsibilities:',
      level: 0,
      isBold: true,
      boldLead: null,
    });
    expect(blocks[1]?.kind).toBe('bullet');
    expect(blocks[1]?.level).toBe(1);
  });

  it('renders escaped characters once, never as visible backslashes', () => {
    const { html } = renderDescription({ description: jobspyMarkdown, descriptionFormat: 'markdown' });
    expect(html).not.toContain('\\');
    expect(html).toContain('<strong>Requirements:</strong>');
    expect(html).toContain('<li>Build back-end services for large-scale data &amp; reporting.</li>');
  });

  it('joins a bullet marker left alone on its line with the text after the blank line', () => {
    const { blocks } = renderDescription({
      description: '**Job description**\n\n* \nBuilding internal tools\n\n* \nIntegrating exchange APIs\n',
      descriptionFormat: 'markdown',
    });
    expect(blocks.map((block) => [block.kind, block.text])).toEqual([
      ['paragraph', 'Job description'],
      ['bullet', 'Building internal tools'],
      ['bullet', 'Integrating exchange APIs'],
    ]);
  });

  it('splits a heading glued to the first bullet', () => {
    const { blocks } = renderDescription({
      description: 'Intro text.\nWhat your day will look like* Design and build services\n* Review code\n',
      descriptionFormat: 'markdown',
    });
    expect(blocks.map((block) => [block.kind, block.text])).toEqual([
      ['paragraph', 'Intro text.'],
      ['paragraph', 'What your day will look like'],
      ['bullet', 'Design and build services'],
      ['bullet', 'Review code'],
    ]);
  });

  it('separates a bold heading from the text on the next line', () => {
    const { blocks } = renderDescription({
      description: '**About Us**\nBrightwater Labs builds tools.\n### **Company Overview****:**\nWe ship.',
      descriptionFormat: 'markdown',
    });
    expect(blocks.map((block) => [block.kind, block.text, block.isBold])).toEqual([
      ['paragraph', 'About Us', true],
      ['paragraph', 'Brightwater Labs builds tools.', false],
      ['heading', 'Company Overview:', true],
      ['paragraph', 'We ship.', false],
    ]);
  });

  it('reads indented lines as text, not code', () => {
    const { html } = renderDescription({
      description: 'Intro\n\n    Four spaces in front',
      descriptionFormat: 'markdown',
    });
    expect(html).not.toContain('<pre>');
    expect(html).toContain('Four spaces in front');
  });

  it('escapes emphasis marks in a run that holds too many to parse quickly', () => {
    const description = `Intro\n\n${'_a'.repeat(50_000)}\n\n* **Bold** stays bold`;
    const started = performance.now();
    const { text, html } = renderDescription({ description, descriptionFormat: 'markdown' });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(text.split('\n')[1]).toBe('_a'.repeat(50_000));
    expect(html).toContain('<li><strong>Bold</strong> stays bold</li>');
  });

  it('records a bold lead that opens a paragraph', () => {
    const { blocks } = renderDescription({
      description: '**Requirements:** five years of Python and SQL.',
      descriptionFormat: 'markdown',
    });
    expect(blocks[0]?.boldLead).toBe('Requirements:');
    expect(blocks[0]?.isBold).toBe(false);
  });

  it('keeps nested list depth', () => {
    const { blocks, text } = renderDescription({
      description: '* Who works here?\n\t+ Engineers and designers\n* What is the process?',
      descriptionFormat: 'markdown',
    });
    expect(blocks.map((block) => block.level)).toEqual([1, 2, 1]);
    expect(text).toBe('- Who works here?\n  - Engineers and designers\n- What is the process?');
  });
});

describe('renderDescription HTML and text', () => {
  it('decodes an entity-escaped HTML description once, then sanitises it', () => {
    const { html, blocks } = renderDescription({
      description:
        '&lt;h3&gt;Requirements&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Python &amp;amp; SQL&lt;/li&gt;&lt;/ul&gt;',
      descriptionFormat: 'html',
    });
    expect(html).toBe('<h3>Requirements</h3><ul><li>Python &amp; SQL</li></ul>');
    expect(blocks.map((block) => [block.kind, block.text])).toEqual([
      ['heading', 'Requirements'],
      ['bullet', 'Python & SQL'],
    ]);
  });

  it('breaks blocks at <br> and div boundaries and reads "•" lines as bullets', () => {
    const { blocks } = renderDescription({
      description: '<div><b>What you bring</b><br>• Kotlin<br>• Android SDK</div><div>Apply today</div>',
      descriptionFormat: 'html',
    });
    expect(blocks.map((block) => [block.kind, block.text, block.isBold])).toEqual([
      ['paragraph', 'What you bring', true],
      ['bullet', 'Kotlin', false],
      ['bullet', 'Android SDK', false],
      ['paragraph', 'Apply today', false],
    ]);
  });

  it('turns plain text into one paragraph per line and bullet lists', () => {
    const { html, text } = renderDescription({
      description: 'Requirements:\r\n- Python\r\n• SQL\r\n\r\nApply by email.',
      descriptionFormat: 'text',
    });
    expect(html).toBe(
      '<p>Requirements:</p>\n<ul>\n<li>Python</li>\n<li>SQL</li>\n</ul>\n<p>Apply by email.</p>',
    );
    expect(text).toBe('Requirements:\n- Python\n- SQL\nApply by email.');
  });

  it('reads a "text" description that is really HTML as HTML', () => {
    const { text } = renderDescription({ description: '<p>One</p><p>Two</p>', descriptionFormat: 'text' });
    expect(text).toBe('One\nTwo');
  });

  it('returns empty output for an empty description', () => {
    expect(renderDescription({ description: '', descriptionFormat: 'markdown' })).toEqual({
      html: '',
      text: '',
      blocks: [],
    });
  });
});

describe('repairMarkdown and decodeEntities', () => {
  it('collapses doubled escapes before punctuation only', () => {
    expect(repairMarkdown('back\\\\-end \\\\& C:\\\\Users')).toBe('back\\-end \\& C:\\\\Users');
  });

  it('decodes named and numeric entities and leaves unknown ones', () => {
    expect(decodeEntities('&lt;b&gt; &amp;amp; &#39; &#x41; &copy;')).toBe("<b> &amp; ' A &copy;");
  });
});

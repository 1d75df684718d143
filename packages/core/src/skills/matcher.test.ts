import { describe, expect, it } from 'vitest';
import { createSkillMatcher, findSkills, type SkillInput } from './matcher';
import type { SkillDefinition } from './types';
import { findSkillByName } from './taxonomy';

/** A small, fixed taxonomy so that these tests do not move when the real one grows. */
const FIXTURE: SkillDefinition[] = [
  { id: 'react', name: 'React', type: 'tool', aliases: ['ReactJS', 'React.js'] },
  { id: 'node-js', name: 'Node.js', type: 'tool', aliases: ['NodeJS'] },
  { id: 'c-sharp', name: 'C#', type: 'hard' },
  { id: 'cpp', name: 'C++', type: 'hard' },
  { id: 'dot-net', name: '.NET', type: 'tool', aliases: ['dotnet'] },
  { id: 'asp-net', name: 'ASP.NET', type: 'tool' },
  {
    id: 'c',
    name: 'C',
    type: 'hard',
    guard: {
      caseSensitive: true,
      contextAny: ['programming', 'embedded'],
      notFollowedBy: ['level', 'suite'],
    },
  },
  {
    id: 'r',
    name: 'R',
    type: 'hard',
    guard: { caseSensitive: true, contextAny: ['statistics', 'data'], notFollowedBy: ['&', 'd'] },
  },
  { id: 'ci-cd', name: 'CI/CD', type: 'hard' },
  { id: 'a-b-testing', name: 'A/B Testing', type: 'hard' },
  { id: 'fp-and-a', name: 'FP&A', type: 'domain' },
  { id: 'p-and-l', name: 'P&L', type: 'domain' },
  { id: 'mergers-and-acquisitions', name: 'Mergers & Acquisitions', type: 'domain' },
  { id: 'dashboard', name: 'Dashboard', type: 'hard' },
  { id: 'reconciliation', name: 'Account Reconciliation', type: 'hard', aliases: ['Reconciliation'] },
  { id: 'strategy', name: 'Strategy', type: 'hard' },
  { id: 'process-mapping', name: 'Process', type: 'hard' },
  { id: 'negotiation', name: 'Negotiation', type: 'soft' },
  { id: 'budgeting', name: 'Budgeting', type: 'hard' },
  { id: 'management', name: 'Management', type: 'soft' },
  { id: 'kpi', name: 'KPI', type: 'hard' },
  { id: 'python', name: 'Python', type: 'hard' },
  { id: 'machine-learning', name: 'Machine Learning', type: 'hard' },
  { id: 'google', name: 'Google', type: 'tool' },
  { id: 'google-cloud', name: 'Google Cloud Platform', type: 'tool', aliases: ['GCP'] },
  {
    id: 'microsoft-excel',
    name: 'Microsoft Excel',
    type: 'tool',
    aliases: ['Excel', 'MS Excel'],
    guard: { notFollowedBy: ['at', 'in', 'with'] },
  },
  { id: 'project-management', name: 'Project Management', type: 'hard' },
  {
    id: 'pmp',
    name: 'PMP',
    type: 'certification',
    aliases: ['Project Management Professional'],
    guard: { notPrecededBy: ['experienced'] },
  },
  {
    id: 'go',
    name: 'Go',
    type: 'hard',
    aliases: ['Golang'],
    guard: { caseSensitive: true, notFollowedBy: ['to', 'live'] },
  },
  {
    id: 'microsoft-access',
    name: 'Microsoft Access',
    type: 'tool',
    aliases: ['Access'],
    guard: { caseSensitive: true, notFollowedBy: ['to', 'control'] },
  },
  {
    id: 'rust',
    name: 'Rust',
    type: 'hard',
    guard: { caseSensitive: true, contextAny: ['cargo', 'systems programming', 'ci/cd'] },
  },
  {
    id: 'loss-prevention',
    name: 'Loss Prevention',
    type: 'hard',
    guard: { notPrecededBy: ['data', 'non-profit'] },
  },
  { id: 'microsoft-powerpoint', name: 'PowerPoint', type: 'tool' },
  { id: 'salesforce', name: 'Salesforce', type: 'tool' },
  { id: 'rn-license', name: 'Registered Nurse (RN)', type: 'certification', aliases: ['RN'] },
  { id: 'dei', name: 'Diversity, Equity and Inclusion', type: 'domain' },
  { id: 'aws', name: 'AWS', type: 'tool' },
  { id: 'amazon-s3', name: 'AWS S3', type: 'tool', aliases: ['S3'] },
  { id: 'iso-27001', name: 'ISO 27001', type: 'certification' },
  { id: 'us-gaap', name: 'U.S. GAAP', type: 'domain' },
  { id: 'english', name: 'English', type: 'language' },
];

const matcher = createSkillMatcher(FIXTURE);

function ids(input: SkillInput): string[] {
  return matcher.findSkills(input).map((match) => match.id);
}

function spans(input: SkillInput, id: string): string[] {
  return (
    matcher
      .findSkills(input, { maxEvidence: 100 })
      .find((match) => match.id === id)
      ?.evidence.map((evidence) => evidence.matched) ?? []
  );
}

describe('findSkills: names, aliases and punctuation', () => {
  it('reads React.js, ReactJS, React JS and React as one skill', () => {
    const [match, ...rest] = matcher.findSkills('React.js, ReactJS, React JS and react');
    expect(rest).toEqual([]);
    expect(match?.id).toBe('react');
    expect(match?.count).toBe(4);
  });

  it('reads Node.js, NodeJS, node js and node-js as one skill', () => {
    expect(spans('Node.js; NodeJS; node js; node-js', 'node-js')).toEqual([
      'Node.js',
      'NodeJS',
      'node js',
      'node-js',
    ]);
  });

  it('tells C, C#, C++ and .NET apart', () => {
    expect(ids('Embedded programming in C#, C++ and .NET')).toEqual(['c-sharp', 'cpp', 'dot-net']);
    expect(ids('Embedded programming in C')).toEqual(['c']);
    expect(ids('C#/.NET')).toEqual(['c-sharp', 'dot-net']);
    expect(ids('ASP.NET and dotnet')).toEqual(['asp-net', 'dot-net']);
  });

  it('keeps slashes and ampersands inside names', () => {
    expect(ids('CI/CD, A/B testing, FP&A and P&L')).toEqual(['ci-cd', 'a-b-testing', 'fp-and-a', 'p-and-l']);
    expect(ids('CICD and AB testing')).toEqual(['ci-cd', 'a-b-testing']);
    expect(ids('Mergers & Acquisitions; mergers and acquisitions')).toEqual(['mergers-and-acquisitions']);
  });

  it('never reads the R of R&D, or a lone R joined to &D, as the R language', () => {
    expect(ids('Statistics and data work for the R&D team')).toEqual([]);
    expect(ids('Statistics and data work for R & D')).toEqual([]);
    expect(ids('Statistics and data work in R and Python/R')).toEqual(['r', 'python']);
  });

  it('splits camel-case names where people write a space, but does not join ordinary words', () => {
    expect(spans('PowerPoint, Power Point and power-point', 'microsoft-powerpoint')).toHaveLength(3);
    expect(ids('Managed a sales force of 20')).toEqual([]);
    expect(ids('Salesforce admin')).toEqual(['salesforce']);
  });

  it('joins letters and digits either way', () => {
    expect(spans('ISO 27001 and ISO27001', 'iso-27001')).toEqual(['ISO 27001', 'ISO27001']);
  });

  it('reads abbreviations with dots', () => {
    expect(spans('U.S. GAAP and US GAAP', 'us-gaap')).toEqual(['U.S. GAAP', 'US GAAP']);
  });

  it('matches names that contain punctuation only when the text has it too', () => {
    expect(spans('Registered Nurse (RN), BSN', 'rn-license')).toEqual(['Registered Nurse (RN)']);
    expect(ids('Diversity, Equity and Inclusion programmes')).toEqual(['dei']);
    expect(ids('AWS (S3, Lambda)')).toEqual(['aws', 'amazon-s3']);
  });

  it('ignores case unless the guard asks for it', () => {
    expect(ids('PYTHON and python')).toEqual(['python']);
    expect(ids('golang microservices')).toEqual([]);
    expect(ids('Golang microservices')).toEqual(['go']);
  });
});

describe('findSkills: text set letter by letter', () => {
  it('reads no name from some letters of a letter-spaced word', () => {
    const lines = [
      { index: 0, text: 'E X P E R I E N C E' },
      { index: 1, text: 'S o f t w a r e  D e v e l o p e r' },
      { index: 2, text: 'Licensed engineer, registered in Ohio' },
    ];
    expect(findSkills(lines).map((match) => match.id)).not.toContain('professional-engineer');
    // The same letters written as the name are read.
    expect(findSkills('Licensed P.E. in Ohio').map((match) => match.id)).toContain('professional-engineer');
  });
});

describe('findSkills: inflections', () => {
  it('reads plurals and possessives as the base name', () => {
    expect(spans('Built dashboards', 'dashboard')).toEqual(['dashboards']);
    expect(spans('Monthly reconciliations', 'reconciliation')).toEqual(['reconciliations']);
    expect(spans('Growth strategies', 'strategy')).toEqual(['strategies']);
    expect(spans('Redesigned processes', 'process-mapping')).toEqual(['processes']);
    expect(spans("Python's ecosystem", 'python')).toEqual(["Python's"]);
    expect(spans('Defined KPIs', 'kpi')).toEqual(['KPIs']);
  });

  it('does not turn verb forms into nouns', () => {
    expect(ids('Negotiated contracts and managed vendors')).toEqual([]);
    expect(ids('Led budgeting and negotiation')).toEqual(['budgeting', 'negotiation']);
  });

  it('does not read an -s on a case-sensitive word as its plural', () => {
    expect(ids('Accesses the files; Golangs')).toEqual([]);
    expect(ids('Access and Golang')).toEqual(['microsoft-access', 'go']);
  });
});

describe('findSkills: multi-word names and longest match', () => {
  it('matches across single spaces and hyphens', () => {
    expect(spans('machine learning, machine-learning, Machine  Learning', 'machine-learning')).toHaveLength(
      3,
    );
  });

  it('does not match across commas, bullets or wide gaps', () => {
    expect(ids('machine, learning')).toEqual([]);
    expect(ids('machine \u2022 learning')).toEqual([]);
    expect(ids('machine     learning')).toEqual([]);
  });

  it('prefers the longest name', () => {
    expect(ids('Google Cloud Platform')).toEqual(['google-cloud']);
    expect(ids('Google and Google Cloud Platform')).toEqual(['google', 'google-cloud']);
    expect(ids('Microsoft Excel')).toEqual(['microsoft-excel']);
    expect(ids('Project Management Professional')).toEqual(['pmp']);
    expect(ids('Project management')).toEqual(['project-management']);
  });

  it('falls back to a shorter name when the guard rejects the longer one', () => {
    expect(ids('Experienced Project Management Professional')).toEqual(['project-management']);
  });
});

describe('findSkills: guards', () => {
  it('does not read excel the verb as Microsoft Excel', () => {
    expect(ids('I excel at planning and excel in teams')).toEqual([]);
    expect(ids('Excel, MS Excel and Excel (pivot tables)')).toEqual(['microsoft-excel']);
  });

  it('does not apply a short name’s guard to a qualified form', () => {
    expect(spans('Microsoft Excel with Power Query', 'microsoft-excel')).toEqual(['Microsoft Excel']);
  });

  it('does not read "Go to market" as Go', () => {
    expect(ids('Go to market plan; go live')).toEqual([]);
    expect(ids('Go developer')).toEqual(['go']);
  });

  it('does not read C-suite, C level or Vitamin C as C', () => {
    const text = 'Embedded programming. Reported to the C-suite and C level; Vitamin C; c code';
    expect(ids(text)).toEqual([]);
    expect(ids(`${text}; firmware in C`)).toEqual(['c']);
  });

  it('does not read Section R or an initial as R', () => {
    expect(ids('Statistics: see Section R; signed John R. Smith')).toEqual([]);
  });

  it('does not read "Access to" as Microsoft Access', () => {
    expect(ids('Access to funding and access control')).toEqual([]);
    expect(ids('Access databases and MS Access')).toEqual(['microsoft-access']);
  });

  it('needs one of the context words somewhere in the whole input', () => {
    expect(ids('Rust removal on bridges')).toEqual([]);
    expect(ids(['Rust', 'Built with Cargo'].map((text, index) => ({ index, text })))).toEqual(['rust']);
    expect(ids('Rust; systems programming')).toEqual(['rust']);
    expect(ids('Rust and systems; programming')).toEqual([]);
    expect(ids('Rust with a CI/CD pipeline')).toEqual(['rust', 'ci-cd']);
  });

  it('checks the adjacent word, also in its hyphenated form', () => {
    expect(ids('Data loss prevention')).toEqual([]);
    expect(ids('Non-profit loss prevention')).toEqual([]);
    expect(ids('Retail loss prevention')).toEqual(['loss-prevention']);
  });
});

describe('findSkills: evidence and order', () => {
  it('reports line indexes, whole lines and exact spans, first three only', () => {
    const text = ['Summary', 'Python and python', 'More PYTHON here', 'Python again'].join('\n');
    const [python] = matcher.findSkills(text);
    expect(python).toEqual({
      id: 'python',
      name: 'Python',
      type: 'hard',
      count: 4,
      evidence: [
        { lineIndex: 1, text: 'Python and python', matched: 'Python' },
        { lineIndex: 1, text: 'Python and python', matched: 'python' },
        { lineIndex: 2, text: 'More PYTHON here', matched: 'PYTHON' },
      ],
    });
  });

  it('keeps the caller’s line indexes', () => {
    const lines = [
      { index: 12, text: 'English and Python' },
      { index: 40, text: 'GCP' },
    ];
    const found = matcher.findSkills(lines);
    expect(found.map((match) => [match.id, match.evidence[0]?.lineIndex])).toEqual([
      ['english', 12],
      ['python', 12],
      ['google-cloud', 40],
    ]);
  });

  it('accepts Windows and old Mac line breaks', () => {
    expect(matcher.findSkills('Summary\r\nPython\rGCP').map((match) => match.evidence[0]?.lineIndex)).toEqual(
      [1, 2],
    );
  });

  it('sorts by first occurrence', () => {
    expect(ids('GCP\nPython then English and GCP')).toEqual(['google-cloud', 'python', 'english']);
  });

  it('filters by type without changing what matches', () => {
    const found = matcher.findSkills('Project Management Professional and Python', {
      types: ['certification'],
    });
    expect(found.map((match) => match.id)).toEqual(['pmp']);
  });

  it('returns nothing for empty input', () => {
    expect(matcher.findSkills('')).toEqual([]);
    expect(matcher.findSkills([])).toEqual([]);
  });

  it('is deterministic', () => {
    const text = 'Python, GCP, React.js and R&D\nStatistics in R; Excel at nothing; MS Excel';
    const first = matcher.findSkills(text);
    expect(matcher.findSkills(text)).toEqual(first);
    expect(createSkillMatcher(FIXTURE).findSkills(text)).toEqual(first);
  });
});

describe('findSkills on the real taxonomy', () => {
  const realIds = (text: string): string[] => findSkills(text).map((match) => match.id);
  const realId = (name: string): string => {
    const skill = findSkillByName(name);
    if (skill === undefined) throw new Error(`no skill named ${name}`);
    return skill.id;
  };

  it('reads an acronym in capitals or small letters, never written as a name', () => {
    expect(realIds('Logs in the ELK stack; sql, html')).toEqual(expect.arrayContaining(['elk-stack', 'sql']));
    expect(realIds('High School Diploma: Elk Creek High School')).not.toContain('elk-stack');
  });

  it('reads a name whose last word is a plural in the singular too, and no other word that way', () => {
    expect(realIds('Guest Service Recovery; one journal entry a day')).toEqual(
      expect.arrayContaining(['guest-services', 'journal-entries']),
    );
    expect(realIds('We keep one design system for every product.')).toContain('design-systems');
    // "-ss", "-is" and "-ics" words are no plurals: "Data Analytic" is not read, nor "Business" cut.
    expect(realIds('a data analytic approach')).not.toContain('data-analysis');
  });

  it('reads no name across two items a file ran together, switching from small letters to capitals', () => {
    expect(realIds('20 people on manufacturing floor Installation of underground conduit')).not.toContain(
      'flooring-installation',
    );
    expect(realIds('Team Training and Development; floor installation crews')).toEqual(
      expect.arrayContaining(['learning-and-development', 'flooring-installation']),
    );
    // A word that is a name by itself is capitalised anywhere.
    expect(realIds('Wrote drivers for embedded Linux boards')).toContain('embedded-linux');
  });

  it('reads nursing as a field, not a place, a title or a position', () => {
    expect(realIds('Nursing: med-surg and telemetry, 8 years')).toContain('nursing');
    expect(realIds('Activities aide at a nursing home')).not.toContain('nursing');
    expect(realIds('Worked with the Director of Nursing on schedules')).not.toContain('nursing');
    expect(realIds('Recruited for open nursing positions')).not.toContain('nursing');
  });

  it('reads the usual spellings of common tools', () => {
    const text =
      'Frontend developer: React.js, ReactJS, React JS, Node.js, NodeJS, node js, C#, C++, .NET, CI/CD';
    expect(realIds(text)).toEqual(
      expect.arrayContaining(['react', 'node-js', 'c-sharp', 'cpp', 'dot-net', 'ci-cd']),
    );
    expect(realIds(text)).not.toContain('c');
  });

  it('applies the guards for ambiguous names', () => {
    const text = [
      'I excel at data analysis and statistics, and go to market with R&D.',
      'Reported to the C-suite and C level; Vitamin C; Section R; Access to funding.',
      'Software developer with programming experience.',
    ].join('\n');
    const found = realIds(text);
    for (const id of ['microsoft-excel', 'go', 'r', 'c', 'microsoft-access']) expect(found).not.toContain(id);
  });

  it('prefers the longest name', () => {
    expect(realIds('Google Cloud Platform')).toEqual(['google-cloud']);
    expect(realIds('Project Management Professional')).toEqual(['pmp']);
    expect(realIds('Microsoft Excel')).toEqual(['microsoft-excel']);
  });

  it('reads a name of two words written with a coordinated word between them', () => {
    // A head shared by two modifiers, a modifier shared by two heads; the evidence is the words as written.
    const found = findSkills(
      [
        'Relationship and team building',
        'Data collection and analysis',
        'Performed financial/variance analysis.',
      ].join('\n'),
    );
    const byId = new Map(found.map((match) => [match.id, match]));
    expect(byId.get(realId('Relationship Building'))?.evidence[0]?.matched).toBe(
      'Relationship and team building',
    );
    expect(byId.get(realId('Data Analysis'))?.evidence[0]?.matched).toBe('Data collection and analysis');
    expect(byId.get(realId('Financial Analysis'))?.evidence[0]?.matched).toBe('financial/variance analysis');
  });

  it('reads no coordinated name where a longer name covers the words, or from a product or a phrase running on', () => {
    // "Sales & Operations Planning" is one practice, not sales planning too.
    expect(realIds('Sales & Operations Planning (S&OP) team')).not.toContain(realId('Sales Strategy'));
    // Products are listed, never coordinated into another product's name.
    expect(realIds('Microsoft Word and Excel')).not.toContain(realId('Microsoft Access'));
    // The head must end the phrase: "patient and family education programs" is about programs.
    expect(realIds('Ran patient and family education programs')).not.toContain(realId('Patient Education'));
  });
});

import { describe, expect, it } from 'vitest';
import { classifyHeading, readPostingSections, splitSentences, type SectionKind } from './posting-sections';
import { renderDescription } from './render-description';

function read(description: string, descriptionFormat: 'markdown' | 'html' | 'text' = 'markdown') {
  return readPostingSections(renderDescription({ description, descriptionFormat }).blocks);
}

/** [text, intent] pairs, for compact expectations. */
function intents(description: string, descriptionFormat: 'markdown' | 'html' | 'text' = 'markdown') {
  return read(description, descriptionFormat).statements.map((statement) => [
    statement.text,
    statement.intent,
  ]);
}

describe('classifyHeading', () => {
  const cases: ReadonlyArray<readonly [string, SectionKind | undefined]> = [
    ['Responsibilities', 'responsibilities'],
    ["What you'll do", 'responsibilities'],
    ['What You’ll Be Doing:', 'responsibilities'],
    ['Your role', 'responsibilities'],
    ['Key duties', 'responsibilities'],
    ['In this role you will', 'responsibilities'],
    ['Requirements', 'requirements'],
    ['Qualifications', 'requirements'],
    ['What you bring', 'requirements'],
    ['You have', 'requirements'],
    ['Must have', 'requirements'],
    ['Minimum qualifications', 'requirements'],
    ['Basic Qualifications:', 'requirements'],
    ['Who you are', 'requirements'],
    ['Pre-Requisites', 'requirements'],
    ['Nice to have', 'preferred'],
    ['Nice-to-Have Skills and Experiences:', 'preferred'],
    ['Preferred qualifications', 'preferred'],
    ['Preferred Requirements', 'preferred'],
    ['Bonus points', 'preferred'],
    ['Pluses', 'preferred'],
    ['Benefits', 'benefits'],
    ['Perks', 'benefits'],
    ['What we offer', 'benefits'],
    ['Why You’ll Love Working With Us', 'benefits'],
    ['About us', 'about'],
    ['About the company', 'about'],
    ['About Lumen Orchard', 'about'],
    ['Who we are', 'about'],
    ['About the role', 'overview'],
    ['The Role', 'overview'],
    ['Responsibilities and qualifications', 'mixed'],
    ['Equal Opportunity Employer', 'legal'],
    ['Our hiring process', 'process'],
    ['Location', 'details'],
    ['Options trading desk', undefined],
    ['', undefined],
  ];
  it.each(cases)('%s -> %s', (heading, kind) => {
    expect(classifyHeading(heading)).toBe(kind);
  });
});

describe('splitSentences', () => {
  it('splits at sentence ends but not after abbreviations, initials or decimals', () => {
    expect(
      splitSentences(
        'We use e.g. Go and Rust. Dr. Lee leads the team at Acme Inc. in the U.S. today. Pay is 1.5x. Apply!',
      ),
    ).toEqual([
      'We use e.g. Go and Rust.',
      'Dr. Lee leads the team at Acme Inc. in the U.S. today.',
      'Pay is 1.5x.',
      'Apply!',
    ]);
  });
});

describe('readPostingSections', () => {
  it('assigns bullets to the bold Markdown heading above them', () => {
    const sections = read(
      [
        '**About Us**',
        'Harbor Mint is a leading payments company.',
        '**What you will do**',
        '* Build payment APIs',
        '**Requirements**',
        '* Three years of Go',
        '* Kafka experience is a plus',
        '**Nice to haves**',
        '* Rust',
        '**Perks**',
        '* Remote stipend',
      ].join('\n'),
    );
    expect(sections.isStructured).toBe(true);
    expect(
      sections.statements.map((statement) => [statement.text, statement.section, statement.intent]),
    ).toEqual([
      ['Harbor Mint is a leading payments company.', 'about', 'excluded'],
      ['Build payment APIs', 'responsibilities', 'responsibility'],
      ['Three years of Go', 'requirements', 'requirement'],
      ['Kafka experience is a plus', 'requirements', 'preferred'],
      ['Rust', 'preferred', 'preferred'],
      ['Remote stipend', 'benefits', 'benefit'],
    ]);
  });

  it('reads HTML headings and keeps an unknown lower heading inside its section', () => {
    expect(
      intents(
        '<h2>Qualifications</h2><h4>Technical</h4><ul><li>SQL</li></ul><h2>Extras</h2><p>We ship weekly.</p>',
        'html',
      ),
    ).toEqual([
      ['SQL', 'requirement'],
      ['We ship weekly.', 'context'],
    ]);
  });

  it('ends a section at an unknown heading of the same rank', () => {
    const sections = read(
      '**Qualifications**\n* SQL\n\n**The Expert Network at Harbor Mint**\n\nWe gather consultants.',
    );
    expect(sections.statements.map((statement) => statement.section)).toEqual(['requirements', 'other']);
  });

  it('switches section on a bold lead and keeps the text after it', () => {
    expect(
      intents('**Requirements:** five years of Python and SQL.\n\n**Benefits:** a yearly learning budget.'),
    ).toEqual([
      ['five years of Python and SQL.', 'requirement'],
      ['a yearly learning budget.', 'benefit'],
    ]);
  });

  it('switches section after a lead-in sentence ending in a colon', () => {
    expect(
      intents(
        'Harbor Mint is growing fast. Your responsibilities will include:\n\n* Owning the ledger service\n* Reviewing designs',
      ),
    ).toEqual([
      ['Harbor Mint is growing fast.', 'context'],
      ['Your responsibilities will include:', 'context'],
      ['Owning the ledger service', 'responsibility'],
      ['Reviewing designs', 'responsibility'],
    ]);
  });

  it('keeps a nice-to-have section when a lead-in line mentions qualifications', () => {
    expect(
      intents('**Nice to have**\n\nThe following qualifications also help:\n\n* Experience with Terraform'),
    ).toEqual([['Experience with Terraform', 'preferred']]);
    expect(
      intents(
        '**Nice to have**\n\nWe know that people grow, so these qualifications help too:\n\n* Experience with Terraform',
      ),
    ).toEqual([
      ['We know that people grow, so these qualifications help too:', 'preferred'],
      ['Experience with Terraform', 'preferred'],
    ]);
  });

  it('splits a heading glued to its text by a scraper', () => {
    const sections = read(
      '**Requirements**\n* Go\n\nWhat we offer colleaguesWe review pay every year.\n\n* Annual learning budget of 2,000 USD',
    );
    expect(sections.statements.map((statement) => [statement.text, statement.intent])).toEqual([
      ['Go', 'requirement'],
      ['We review pay every year.', 'benefit'],
      ['Annual learning budget of 2,000 USD', 'benefit'],
    ]);
  });

  it('classifies sentences by their wording when the posting has no headings', () => {
    const sections = read(
      [
        'Copper Kettle Bistro was founded in 1998.',
        'You will prepare food to recipe.',
        'Experience with food costing is a plus.',
        'Knife skills are required.',
        'We offer paid time off.',
        'We are an equal opportunity employer.',
      ].join('\n'),
      'text',
    );
    expect(sections.isStructured).toBe(false);
    expect(sections.statements.map((statement) => statement.intent)).toEqual([
      'excluded',
      'responsibility',
      'preferred',
      'requirement',
      'benefit',
      'excluded',
    ]);
  });

  it('only accepts strong requirement wording around the sections of a structured posting', () => {
    expect(
      intents(
        'Our integrations team gains expertise in each new ecosystem.\n\n**Requirements**\n\n* Go\n\n**Team**\n\nThe ideal candidate has 3+ years of Go.',
      ),
    ).toEqual([
      ['Our integrations team gains expertise in each new ecosystem.', 'context'],
      ['Go', 'requirement'],
      ['The ideal candidate has 3+ years of Go.', 'requirement'],
    ]);
  });

  it('splits a bullet that mixes a requirement and a plus at its semicolon', () => {
    expect(intents('**Qualifications**\n\n* Associate degree in nursing; BSN preferred')).toEqual([
      ['Associate degree in nursing', 'requirement'],
      ['BSN preferred', 'preferred'],
    ]);
  });

  it('drops equal-opportunity text and negated experience wherever they appear', () => {
    expect(
      intents(
        '**Requirements**\n\n* Reasonable accommodations may be made for applicants with disabilities.\n* Blockchain experience is not significant for this role.',
      ),
    ).toEqual([
      ['Reasonable accommodations may be made for applicants with disabilities.', 'excluded'],
      ['Blockchain experience is not significant for this role.', 'context'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { findEducation, isHybridPosting } from './posting-facts';
import type { PostingStatement, StatementIntent } from './posting-sections';

function statements(
  ...texts: ReadonlyArray<string | readonly [string, StatementIntent]>
): PostingStatement[] {
  return texts.map((entry, blockIndex) => {
    const [text, intent] = typeof entry === 'string' ? [entry, 'requirement' as const] : entry;
    return { blockIndex, section: 'requirements', intent, text, isBullet: true };
  });
}

describe('findEducation', () => {
  const cases: ReadonlyArray<readonly [string, string | null]> = [
    ["Bachelor's degree in Computer Science or a related field", 'bachelors'],
    ['Bachelor’s degree or equivalent in Engineering', 'bachelors'],
    ['BS/BA in Finance or Accounting', 'bachelors'],
    ['Undergraduate degree in Computer Science or STEM', 'bachelors'],
    ["Master's degree in Statistics", 'masters'],
    ['MS or PhD in Machine Learning', 'masters'],
    ['PhD in Physics', 'doctorate'],
    ['Doctor of Pharmacy (PharmD) from an accredited program', 'doctorate'],
    ['High school diploma or GED', 'high-school'],
    ['Associate degree in nursing', 'associate'],
    ['No degree required, just curiosity', 'none'],
    ['Proficient with MS Office and a strong attention to detail', null],
    ['Five years of experience in a kitchen', null],
  ];
  it.each(cases)('%s -> %s', (text, level) => {
    expect(findEducation(statements(text))).toBe(level);
  });

  it('returns the lowest degree asked for', () => {
    expect(
      findEducation(statements("Bachelor's degree required", ["Master's degree preferred", 'preferred'])),
    ).toBe('bachelors');
    expect(findEducation(statements("Master's degree in Computer Science"))).toBe('masters');
    expect(findEducation(statements('High school diploma; associate degree preferred'))).toBe('high-school');
  });

  it('does not read company text', () => {
    expect(
      findEducation(statements(['Our team of PhD scientists has a degree in everything', 'excluded'])),
    ).toBeNull();
  });
});

describe('isHybridPosting', () => {
  it.each([
    'This is a hybrid role based in Leeds.',
    'Hybrid work: three days a week in the office.',
    'Location: Austin, TX (Hybrid)',
    'Work model: Hybrid',
    'We offer a hybrid schedule.',
    'Remote/Hybrid',
    'Hybrid (3 days in office)',
  ])('says hybrid for "%s"', (text) => {
    expect(isHybridPosting(text, [])).toBe(true);
  });

  it.each([
    'Experience with hybrid cloud and multi-cloud architectures',
    'Build hybrid mobile apps with Ionic',
    'Service hybrid and electric vehicles',
    'Manage hybrid, multi-cloud environments',
    'Fully remote role',
  ])('says not hybrid for "%s"', (text) => {
    expect(isHybridPosting(text, [])).toBe(false);
  });

  it('trusts the source when it flags the posting as hybrid', () => {
    expect(isHybridPosting('Office in Madrid.', ['fulltime', 'HYBRID'])).toBe(true);
  });
});

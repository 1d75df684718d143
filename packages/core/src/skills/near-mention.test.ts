import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract/extract';
import { analyzeResume } from '../analysis/analyze-resume';
import { nearMention } from './near-mention';
import { findSkillByName } from './taxonomy';

const lines = (...texts: string[]) => texts.map((text, index) => ({ index, text }));
const idOf = (name: string): string => {
  const skill = findSkillByName(name);
  if (!skill) throw new Error(`no skill ${name}`);
  return skill.id;
};

describe('nearMention', () => {
  it('finds a name in another form: other inflections, its head word, run together', () => {
    expect(nearMention(idOf('Negotiation'), lines('Team player', 'Skilled negotiator'))?.index).toBe(1);
    expect(
      nearMention(idOf('Plating'), lines('Plated and distributed completed dishes to waiters.')),
    ).toBeDefined();
    expect(
      nearMention(idOf('Data Analysis'), lines('Research / Analysis * Data collection and analysis')),
    ).toBeDefined();
    expect(
      nearMention(idOf('General Ledger'), lines('Performed journal entries and ledger postings.')),
    ).toBeDefined();
    expect(nearMention(idOf('Salesforce'), lines('Microsoft Office, Sales Force, Outlook'))).toBeDefined();
    // A rare word of the name in any place, not only its last: "territory" of Territory Management.
    expect(
      nearMention(idOf('Territory Management'), lines('Helped new reps canvass their territory')),
    ).toBeDefined();
    expect(nearMention(idOf('Territory Management'), lines('Managed the night shift'))).toBeUndefined();
    // Not where the rest of the name is specific: "price discounts" say nothing of Discounted Cash Flow.
    expect(
      nearMention(idOf('Discounted Cash Flow'), lines('Got price discounts from vendors')),
    ).toBeUndefined();
  });

  it('never reads a product or a credential from its words apart, nor a short word inside a longer one', () => {
    expect(nearMention(idOf('Microsoft Excel'), lines('Excellent Microsoft Word skills'))).toBeUndefined();
    expect(
      nearMention(idOf('Adobe After Effects'), lines('After two years, effective Adobe user')),
    ).toBeUndefined();
    expect(
      nearMention(idOf('Wheel Alignment'), lines('Aligned state programs with the district')),
    ).toBeUndefined();
  });

  it('reads a distinctive word only in its own form, not another word of the same stem', () => {
    expect(
      nearMention(
        idOf('Accounts Receivable'),
        lines('Resulting in the Air Force receiving the authority', 'Received zero audit findings'),
      ),
    ).toBeUndefined();
    expect(nearMention(idOf('Accounts Receivable'), lines('Collected overdue receivables'))).toBeDefined();
    expect(
      nearMention(idOf('Territory Management'), lines('Opened two new territories in Ohio')),
    ).toBeDefined();
  });

  it('quotes the line that names the skill most plainly, not the first that hints at it', () => {
    const found = nearMention(
      idOf('Patient Assessment'),
      lines(
        'Demonstrated attunement to patient and family needs during home visits',
        'Worked with the assessment team',
        'Performed telephonic assessments of patients in crisis',
      ),
    );
    expect(found?.index).toBe(2);
  });

  it('for a skill the resume suggests, reads a part of its name: most of a long name, a rarer last word', () => {
    const monthEnd = lines('Performed all month end functions to produce financial statements');
    expect(nearMention(idOf('Month-End Close'), monthEnd)).toBeUndefined();
    expect(nearMention(idOf('Month-End Close'), monthEnd, { suggested: true })).toBeDefined();
    const investigation = lines('Ensured legal compliance by conducting investigations');
    expect(nearMention(idOf('Workplace Investigations'), investigation, { suggested: true })).toBeDefined();
    // Not a common last word alone ("planning" of Care Planning), nor another word of its stem.
    expect(
      nearMention(idOf('Care Planning'), lines('Planned weekly events for residents'), { suggested: true }),
    ).toBeUndefined();
  });

  it('finds a product in a line naming its suite, which may hold it but does not name it', () => {
    expect(
      nearMention(idOf('Microsoft Excel'), lines('Team player', 'Efficient in MS Office package'))?.index,
    ).toBe(1);
    expect(nearMention(idOf('Adobe InDesign'), lines('Adobe Creative Suite (CS6)'))).toBeDefined();
    expect(nearMention(idOf('Microsoft Excel'), lines('Office manager for a busy practice'))).toBeUndefined();
  });

  it('needs the words of a name close together in one line', () => {
    const id = idOf('Special Education');
    expect(nearMention(id, lines('Special thanks to the board', 'Education: BA History'))).toBeUndefined();
    expect(
      nearMention(id, lines('special assignments for the district, later the adult education programme')),
    ).toBeUndefined();
  });
});

describe('gaps the resume may name in other words', () => {
  const RESUME = `Sous Chef
Experience
Sous Chef, Harbor Grill, Boston, MA 01/2019 - Present
- Plated and distributed completed tickets to waiters during dinner service for 200 covers.
- Ordered produce and managed the walk-in cooler and the prep list.
Line Cook, Blue Door Bistro, Boston, MA 06/2015 - 12/2018
- Worked the saute and grill stations.
Education
Culinary Arts Certificate, Boston Culinary School, 2015
`;

  it('are neither missing nor implied: the report quotes the line and says they may be there in other words', async () => {
    const document = await extractDocument(new TextEncoder().encode(RESUME), 'txt');
    const analysis = analyzeResume(document, {
      targetRole: 'Chef',
      experienceLevel: 'mid-level',
      referenceDate: new Date('2026-11-01T00:00:00Z'),
    });
    const plating = analysis.readiness.unconfirmedSkills.find((entry) => entry.skill === 'Plating');
    expect(plating).toBeDefined();
    expect(plating?.line).toContain('Plated and distributed');
    // The advice asks the user to check it, quoting the line.
    expect(analysis.comprehensiveAnalysis.jobReadinessAnalysis.developmentAreas).toContainEqual(
      expect.stringMatching(
        /^Your line “- Plated and distributed.*” may describe Plating in other words.*use its usual name/u,
      ),
    );
    expect(analysis.readiness.coreMissing).not.toContain('Plating');
    expect(analysis.readiness.commonMissing).not.toContain('Plating');
    expect(analysis.missingSkills).not.toContain('Plating');
    expect(
      analysis.comprehensiveAnalysis.skillGapAnalysis.criticalGaps.map((gap) => gap.skill),
    ).not.toContain('Plating');
    expect(analysis.skills.map((skill) => skill.name)).not.toContain('Plating');
    for (const { skill } of analysis.readiness.unconfirmedSkills) {
      expect(analysis.missingSkills).not.toContain(skill);
      expect(analysis.readiness.impliedSkills.map((entry) => entry.skill)).not.toContain(skill);
    }
    expect(analysis.readiness.unconfirmedSkills.length).toBeGreaterThan(0);
  });
});

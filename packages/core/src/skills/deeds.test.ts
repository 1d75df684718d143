import { describe, expect, it } from 'vitest';
import type { SectionKind } from '../sections/types';
import { findDeedSkills, formsOfVerb, verbsOfNoun } from './deeds';
import { findResumeSkills, type ResumeSkillLine } from './evidence';

const deeds = (...texts: string[]) =>
  findDeedSkills(
    texts.map((text, index) => ({ index, text })),
    3,
  ).map((skill) => skill.id);

describe('skills read from what the person did', () => {
  it('reads the verb of a skill’s name, in any tense, with the rest of the name as its object', () => {
    expect(deeds('Negotiated contracts with 14 suppliers, saving $80,000 a year.')).toContain(
      'contract-negotiation',
    );
    expect(deeds('Prepared the annual budget and monitored expenditures.')).toContain('budgeting');
    expect(deeds('Managing inventory for two stores')).toContain('inventory-management');
    expect(deeds('Trained new employees on the register and food safety.')).toContain('staff-training');
    expect(deeds('Train all new employees during their first week')).toContain('staff-training');
  });

  it('keeps determiners and words of scope between verb and object, and nothing else', () => {
    // "data quality" is another thing than quality management; "a team of staff" is not staff training.
    expect(deeds('Managed data quality for the finance warehouse.')).not.toContain('quality-management');
    expect(deeds('Trained a team of staff')).not.toContain('staff-training');
    // The name's words describing another thing: tax vouchers, business plans, test equipment.
    expect(deeds('Prepares tax vouchers as applicable.')).not.toContain('tax-preparation');
    expect(deeds('Developed business plans, budgets and cost projections.')).not.toContain(
      'business-development',
    );
    expect(deeds('Automated test equipment problems were diagnosed.')).not.toContain('test-automation');
    expect(deeds('Prepared the annual budget, monitored expenditures.')).toContain('budgeting');
    // Punctuation between them ends the reading.
    expect(deeds('Negotiated; contracts were signed by the director.')).not.toContain('contract-negotiation');
  });

  it('reads no deed in names: capitalised runs and compounds of two activities', () => {
    expect(deeds('Account Management, Budget Forecasting')).not.toContain('managerial-accounting');
    expect(deeds('Account management and client retention')).not.toContain('managerial-accounting');
    expect(deeds('Counsel High School students on college applications')).not.toContain('school-counseling');
  });

  it('reads the verbs that do the work of a name’s noun, and any workers for “staff”', () => {
    expect(deeds('Oversaw inventory for three warehouses')).toContain('inventory-management');
    expect(deeds('Created the annual budget for the academic year')).toContain('budgeting');
    expect(deeds('Resolved customer complaints and concerns')).toContain('complaint-handling');
    expect(deeds('Processed accounts receivable payments.')).toContain('payment-processing');
    expect(deeds('Trained new tellers on cash procedures')).toContain('staff-training');
    expect(deeds('Cross-trained cashiers and stockers')).toContain('staff-training');
    expect(deeds('Trained plant maintenance personnel on PLC programming.')).toContain('staff-training');
    // Workers stand for staff only in training: managing cashiers is not HR administration.
    expect(deeds('Manage cashiers in the morning.')).not.toContain('hr-administration');
    // Models, students and customers are not staff.
    expect(deeds('Trained machine learning models')).not.toContain('staff-training');
    expect(deeds('Trained students in lab safety')).not.toContain('staff-training');
  });

  it('shares an object between two joined past verbs, reads a possessive as a determiner, stops at a participle', () => {
    expect(deeds('Created and implemented curriculum for grades 3-5')).toContain('curriculum-development');
    expect(deeds("Provided state mandated curriculum and created the school's curriculum")).toContain(
      'curriculum-development',
    );
    expect(deeds('Developed curriculum based upon student needs.')).toContain('curriculum-development');
    // The object must still end its phrase.
    expect(deeds('Create and implement quality improvement plans')).not.toContain('quality-management');
    // Two plain verbs share it where they open a line or a clause, and the second is a verb of a deed.
    expect(deeds('Answer and route phone calls.')).toContain('call-handling');
    expect(deeds('Greet visitors; answer and route phone calls.')).toContain('call-handling');
    expect(deeds('The answer and route calls were slow')).not.toContain('call-handling');
  });

  it('reads a count or amount before the object, a series of verbs sharing it, and the noun with "of"', () => {
    expect(deeds('Trained 25 new employees on procedures')).toContain('staff-training');
    expect(deeds('Managed a $40,000 budget')).toContain('budgeting');
    // A number after the object ends its phrase, as punctuation does.
    expect(deeds('Prepared the annual budget 2019')).toContain('budgeting');
    expect(
      deeds(
        'Accomplished work requirements by orienting, training, assigning, scheduling, and coaching 20+ employees.',
      ),
    ).toContain('staff-training');
    expect(deeds('Recruited, hired and trained staff')).toEqual(
      expect.arrayContaining(['recruiting', 'staff-training']),
    );
    // A series in capitals is a list of names, and two "-ing" words joined by "and" alone are read as nouns.
    expect(deeds('Budgeting, Forecasting, and Planning staff')).not.toContain('staff-training');
    expect(deeds('Negotiation of contracts with vendors')).toContain('contract-negotiation');
    expect(deeds('Training and supervision of new employees')).toContain('staff-training');
    expect(deeds('Preparation of the annual budget')).toContain('budgeting');
    // Inside a name, and a noun that is not an activity, give nothing.
    expect(deeds('Office of Management and Budget')).toEqual([]);
    expect(deeds('ensure the safety and health of my employees')).not.toContain('occupational-health');
  });

  it('reads a name of two joined activities from the two verbs joined the same way, by its own name only', () => {
    expect(deeds('Loaded and unloaded trailers with freight handling equipment.')).toContain(
      'loading-and-unloading',
    );
    expect(deeds('Monitor and alert division manager to any variance')).not.toContain('observability');
  });

  it('reads things in "-ment" as objects, not as activities', () => {
    expect(deeds('Reconcile all bank statements.')).toContain('bank-reconciliation');
    expect(deeds('Operated heavy equipment on highway projects')).toContain('heavy-equipment-operation');
    // "Management Accounting" stays a compound of two activities.
    expect(deeds('Accounted management fees monthly')).not.toContain('managerial-accounting');
  });

  it('reads training provided or conducted as its delivery, and a departmental or accurate object as the object', () => {
    expect(deeds('Conducted training for all new hires')).toContain('training-delivery');
    expect(deeds('Developed and provided training for the finance staff')).toContain('training-delivery');
    // "provided" with another object is no delivery of anything.
    expect(deeds('Provided service to customers')).not.toContain('training-delivery');
    expect(deeds('Assisted in preparing the departmental budget.')).toContain('budgeting');
    // "maintain" is not a verb of management: maintaining order, files or records is not managing them
    // (the taxonomy writes "maintain inventory" as a deed of Inventory Management itself).
    expect(deeds('Maintained accurate vendor files for 180 line items')).not.toContain('vendor-management');
    expect(deeds('Maintained accurate inventory for 180 line items')).toContain('inventory-management');
  });

  it('reads hiring and recruiting of workers, and taking stock', () => {
    expect(deeds('Recruit new potential beauty advisors')).toContain('recruiting');
    expect(deeds('Took inventory and placed orders.')).toContain('inventory-management');
    expect(deeds('Tracked inventory and prepared for promotions')).toContain('inventory-management');
    expect(deeds('Recruited students for the summer program')).not.toContain('recruiting');
  });

  it('lets words in “-ing” and names place the workers trained, and a name only after a clause’s verb', () => {
    expect(deeds('Trained new accounting department employees on the ERP')).toContain('staff-training');
    expect(deeds('Train new Replenishment associates.')).toContain('staff-training');
    expect(deeds('Supervised staff; trained Front Desk agents')).toContain('staff-training');
    // "trained" describing the people after it, mid-sentence: no deed.
    expect(deeds('Led Project Managers, and PMO trained Business Analysts')).not.toContain('staff-training');
    // Before anything but workers such words still make a compound.
    expect(deeds('Managed advertising budget for print media')).not.toContain('budgeting');
    expect(deeds('Prepared Marketing budget')).not.toContain('budgeting');
  });

  it('reads a verb of the noun’s kind written bare only where a line starts, and no compound as an object', () => {
    expect(deeds('Oversee the annual budget and payroll')).toContain('budgeting');
    expect(deeds('Prepared construction documents to implement design concepts.')).not.toContain(
      'concept-art',
    );
    expect(deeds('Interfaced with design team members and contractors')).not.toContain('staff-training');
    // Words before a singular object make another thing; an "-ing" word before a plural one too.
    expect(deeds('Managed data quality for the finance warehouse.')).not.toContain('quality-management');
    expect(deeds('Met department heads to plan advertising services.')).not.toContain('service-planning');
  });

  it('reads drawings followed, entries recorded, figures reviewed, and qualified names of guarded skills', () => {
    expect(deeds('Followed blueprints to apply stencils for markings.')).toContain('blueprint-reading');
    expect(deeds('Interpreted schematics to trace faults')).toContain('schematic-reading');
    expect(deeds('Entered all payroll journals and maintained cash flow.')).toContain('journal-entries');
    expect(deeds('Take or enter orders, cancel accounts')).toContain('order-management');
    // "Reconciliation" alone is guarded; "Account Reconciliation" is not ambiguous, so its deed is read.
    expect(deeds('Reconciled accounts and cleared old items')).toContain('account-reconciliation');
    expect(deeds('Maintain and calibrate test instruments to ensure accuracy.')).toContain('calibration');
    expect(deeds('Reviewed variances and explained them to plant managers.')).toContain('variance-analysis');
    expect(deeds('Examined financial statements for lenders')).toContain('financial-statement-analysis');
    // An adverb ends only an object no words describe: "supervised bank accounts monthly" is no account
    // management, "financial statements monthly" is what was prepared.
    expect(deeds('Setting up and maintaining supervised bank accounts monthly.')).not.toContain(
      'account-management',
    );
    expect(deeds('Prepared financial statements monthly for the owners')).toContain(
      'financial-statement-preparation',
    );
    expect(deeds('Analyze data effectively')).toContain('data-analysis');
  });

  it('reads the deeds the taxonomy writes for a skill, in any tense and number, bare only where a clause starts', () => {
    expect(deeds('Balanced cash drawers at the end of each shift.')).toContain('cash-handling');
    expect(deeds('Wrote weekly lesson plans for three grade levels')).toContain('lesson-planning');
    // Irregular past forms and plurals.
    expect(deeds('Kept the books for two restaurants')).toContain('bookkeeping');
    expect(deeds('Underwrote commercial loans for small businesses')).toContain('commercial-lending');
    expect(deeds('Cross-sold loan products to existing customers')).toContain('cross-selling');
    // The object ends its phrase: "cash drawer audits" are another thing.
    expect(deeds('Balanced cash drawer audits for the region')).not.toContain('cash-handling');
    // Written bare mid-line, the verb is as often a noun.
    expect(deeds('Count cash drawers before opening')).toContain('cash-handling');
    expect(deeds('Weekly inventory count cash drawers and safes')).not.toContain('cash-handling');
  });

  it('derives verbs from nouns and writes every form of a verb', () => {
    expect(verbsOfNoun('Resolution')).toContain('resolve');
    expect(verbsOfNoun('Production')).toContain('produce');
    expect(verbsOfNoun('Inspection')).toContain('inspect');
    expect(verbsOfNoun('Reconciliation')).toContain('reconcile');
    expect(verbsOfNoun('Supervision')).toContain('supervise');
    expect(verbsOfNoun('Approval')).toContain('approve');
    expect(verbsOfNoun('Delivery')).toContain('deliver');
    expect(verbsOfNoun('Analysis')).toEqual(expect.arrayContaining(['analyze', 'analyse']));
    expect(formsOfVerb('oversee')).toEqual(expect.arrayContaining(['oversaw', 'overseeing', 'oversees']));
    expect(verbsOfNoun('Negotiation')).toContain('negotiate');
    expect(verbsOfNoun('Management')).toEqual(['manage']);
    expect(verbsOfNoun('Administration')).toContain('administer');
    expect(verbsOfNoun('Planning')).toEqual(expect.arrayContaining(['plan', 'plann']));
    expect(formsOfVerb('plan')).toEqual(expect.arrayContaining(['plans', 'planned', 'planning']));
    expect(formsOfVerb('manage')).toEqual(expect.arrayContaining(['manages', 'managed', 'managing']));
    expect(formsOfVerb('supply')).toEqual(expect.arrayContaining(['supplies', 'supplied', 'supplying']));
    // Irregular forms keep their prefix, and a hyphenated verb is written by its last part.
    expect(formsOfVerb('upsell')).toEqual(expect.arrayContaining(['upsold', 'upselling']));
    expect(formsOfVerb('rebuild')).toContain('rebuilt');
    expect(formsOfVerb('cross-sell')).toEqual(expect.arrayContaining(['cross-sold', 'cross-selling']));
  });

  it('adds a deed to the resume’s skills with the kind of evidence its line gives', () => {
    const lines: ResumeSkillLine[] = [
      {
        index: 0,
        text: 'Kitchen Manager, Blue Door Bistro, 2019 - 2024',
        section: 'experience',
        isTitle: true,
      },
      {
        index: 1,
        text: 'Managed inventory and ordered produce for a 90-seat restaurant.',
        section: 'experience' as SectionKind,
        isTitle: false,
      },
    ];
    const inventory = findResumeSkills(lines, 2).find((skill) => skill.id === 'inventory-management');
    expect(inventory?.evidenceKinds).toEqual(['role']);
    expect(inventory?.evidence[0]?.matched).toBe('Managed inventory');
  });
});

import { describe, expect, it } from 'vitest';
import { opensWithCorpusNoun, opensWithNounPhrase, pastIsWrittenAsBase, verbBaseOf } from './verbs';

describe('verbs', () => {
  it('reads any form of a verb back to its base, irregular pasts included', () => {
    expect(verbBaseOf('utilized')).toBe('utilize');
    expect(verbBaseOf('managed')).toBe('manage');
    expect(verbBaseOf('sold')).toBe('sell');
    expect(verbBaseOf('kept')).toBe('keep');
    expect(verbBaseOf('led')).toBe('lead');
    expect(verbBaseOf('creating')).toBe('create');
    expect(verbBaseOf('assists')).toBe('assist');
    expect(verbBaseOf('reassemble')).toBe('reassemble');
    // Function words the corpus lists are no verbs; nor is a noun that is none.
    for (const word of ['the', 'for', 'being', 'new', 'analysis', 'customer'])
      expect(verbBaseOf(word)).toBeUndefined();
  });

  it('knows the verbs whose past is written as the base', () => {
    expect(pastIsWrittenAsBase('set')).toBe(true);
    expect(pastIsWrittenAsBase('put')).toBe(true);
    expect(pastIsWrittenAsBase('lead')).toBe(false);
    expect(pastIsWrittenAsBase('manage')).toBe(false);
  });

  it('tells a noun phrase or a label from a verb opening a line', () => {
    for (const text of [
      'Lead technician overseeing three member crew',
      'Project manager for multiple new information technology systems',
      'Head swim coach for the Rapids Swim Team',
      'Report of foreign currency fluctuation is now consistently accurate.',
      'Analysis of insect energy content',
      'Design: DNS and DHCP servers in 2003-2008 Server.',
      'Document Processing - Proofread, revise, format',
      'Work evaluation improved from 3.36/4 to 3.79/4',
      'Direct services provided in community mental health settings',
    ])
      expect(opensWithNounPhrase(text), text).toBe(true);
    for (const text of [
      'Lead team with CIO support',
      'Lead a team of 60 members',
      'Assist District Manager with retirement trainings.',
      'Served as photographer for all campus events.',
      'Trained staff assigned to the new unit',
      'Conceived of and implemented critical changes',
      'Supervise cashier and cooks',
      'Manage vendor relationships',
    ])
      expect(opensWithNounPhrase(text), text).toBe(false);
  });

  it('tells a word the verb corpus alone lists, used as a name or a noun, from the verb', () => {
    expect(opensWithCorpusNoun('SAP knowledge in efficient inventory management')).toBe(true);
    expect(opensWithCorpusNoun('Top Secret Facility Clearance.')).toBe(true);
    expect(opensWithCorpusNoun('Experience working with special needs students.')).toBe(true);
    expect(opensWithCorpusNoun('Solder loose connections, using soldering iron.')).toBe(false);
    expect(opensWithCorpusNoun('Led pricing experiments with the product team')).toBe(false);
    // Verbs the product knows otherwise are not judged by this.
    expect(opensWithCorpusNoun('Manage Supply Chain Operations')).toBe(false);
  });
});

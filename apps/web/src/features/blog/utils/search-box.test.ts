import { describe, expect, it } from 'vitest';
import { followUrlQuery, writeSearch, type SearchBoxState } from './search-box';

describe('the job profile search box and ?q=', () => {
  it('keeps typing that goes on while its own search reaches the URL', () => {
    // The box wrote "SQL"; before the URL showed it, the user typed on.
    const state = writeSearch({ input: 'SQL Server', seen: 'Acme', written: [] }, 'SQL');
    expect(followUrlQuery(state, 'SQL')).toEqual({ input: 'SQL Server', seen: 'SQL', written: [] });
  });

  it('keeps typing when a later write is made before an earlier one lands', () => {
    let state: SearchBoxState = { input: 'SQL', seen: 'Acme', written: [] };
    state = writeSearch(state, 'SQL');
    state = writeSearch({ ...state, input: 'SQL Ser' }, 'SQL Ser');
    state = { ...state, input: 'SQL Server' };
    state = followUrlQuery(state, 'SQL');
    expect(state).toEqual({ input: 'SQL Server', seen: 'SQL', written: ['SQL Ser'] });
    state = followUrlQuery(state, 'SQL Ser');
    expect(state).toEqual({ input: 'SQL Server', seen: 'SQL Ser', written: [] });
  });

  it('shows a search that comes from outside', () => {
    const state: SearchBoxState = { input: 'SQL', seen: 'SQL', written: [] };
    expect(followUrlQuery(state, 'Data Analyst')).toEqual({
      input: 'Data Analyst',
      seen: 'Data Analyst',
      written: [],
    });
    // Back to a search after the box wrote another: the URL is not the box's write, so the box follows it.
    expect(followUrlQuery({ input: 'nurse', seen: 'SQL', written: ['nurse'] }, 'chef').input).toBe('chef');
  });

  it('keeps spaces the user typed when the URL holds the same search', () => {
    const state: SearchBoxState = { input: 'data analyst ', seen: '', written: [] };
    expect(followUrlQuery(state, 'data analyst').input).toBe('data analyst ');
  });

  it('changes nothing while the URL stays', () => {
    const state: SearchBoxState = { input: 'zz', seen: 'SQL', written: ['zz'] };
    expect(followUrlQuery(state, 'SQL')).toBe(state);
  });
});

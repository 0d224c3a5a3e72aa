import {
  DEFAULT_QUESTION_FILTERS,
  exportUrl,
  isFiltered,
  questionFiltersFromParams,
  questionParams,
  questionQuery,
  type QuestionFilters,
} from './api';

const filters = (patch: Partial<QuestionFilters>): QuestionFilters => ({ ...DEFAULT_QUESTION_FILTERS, ...patch });

describe('questionQuery', () => {
  it('sends nothing for everything, newest first, page 1', () => {
    expect(questionQuery(DEFAULT_QUESTION_FILTERS)).toEqual({});
  });

  it('sends each filter that narrows, the sort and the page', () => {
    expect(
      questionQuery(filters({ q: '  rice ', status: 'answered', persona: 'hotel', city: 'abu_dhabi', sort: 'unanswered_first', page: 3 })),
    ).toEqual({ q: 'rice', status: 'answered', persona: 'hotel', city: 'abu_dhabi', sort: 'unanswered_first', page: 3 });
  });

  it('leaves out a blank search and the page when asked', () => {
    expect(questionQuery(filters({ q: '   ', status: 'unanswered', page: 2 }), { withPage: false })).toEqual({ status: 'unanswered' });
  });
});

describe('isFiltered', () => {
  it('counts search and filters, not the sort or page', () => {
    expect(isFiltered(filters({ sort: 'oldest', page: 4 }))).toBe(false);
    expect(isFiltered(filters({ q: 'x' }))).toBe(true);
    expect(isFiltered(filters({ city: 'dubai' }))).toBe(true);
  });
});

describe('exportUrl', () => {
  it('exports with the current filters and sort, every page', () => {
    expect(exportUrl(DEFAULT_QUESTION_FILTERS)).toBe('/api/admin/questions/export.csv');
    expect(exportUrl(filters({ q: 'date & time', persona: 'retail', sort: 'oldest', page: 5 }))).toBe(
      '/api/admin/questions/export.csv?q=date+%26+time&persona=retail&sort=oldest',
    );
  });
});

describe('filters in the address', () => {
  it('a plain list has no query, and every filter survives the round trip', () => {
    expect(questionParams(DEFAULT_QUESTION_FILTERS).toString()).toBe('');
    const chosen = filters({ q: 'rice', status: 'answered', persona: 'hotel', city: 'abu_dhabi', sort: 'oldest', page: 3 });
    expect(questionFiltersFromParams(questionParams(chosen))).toEqual(chosen);
  });

  it('reads anything unknown as the default', () => {
    const params = new URLSearchParams('status=maybe&persona=chef&city=paris&sort=random&page=-2');
    expect(questionFiltersFromParams(params)).toEqual(DEFAULT_QUESTION_FILTERS);
    expect(questionFiltersFromParams(new URLSearchParams('city=abu-dhabi&page=2.5')).city).toBe('abu_dhabi');
    expect(questionFiltersFromParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });
});

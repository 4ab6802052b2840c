/** The query parameter of the results page (and of the header search's form). */
export const SEARCH_QUERY_PARAM = 'query';

/** On /search/others: narrows the results to one kind (`event`, `story`, `person`, …); anything else is ignored. */
export const SEARCH_KIND_PARAM = 'kind';

export const normalizeQuery = (raw: string | null): string => (raw ?? '').replace(/\s+/g, ' ').trim();

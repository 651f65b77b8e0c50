import { z } from 'zod';
import { ZDictCodeParams, ZDictCodesQuery, ZDictEntriesByCode, ZDictEntry } from './dictionary.ts';
import { endpoint } from './endpoint.ts';

const tags = ['dictionary'] as const;

/** The lookup dictionary of SPEC §3, labels in the caller's language (`lang`); answers are cacheable for an hour. */
export const dictionaryApi = {
  entries: endpoint({
    method: 'GET',
    path: '/api/dictionary/:dictCode',
    access: 'public',
    summary: 'Entries of one dictionary code',
    tags,
    params: ZDictCodeParams,
    response: z.array(ZDictEntry),
  }),
  entriesOf: endpoint({
    method: 'GET',
    path: '/api/dictionary',
    access: 'public',
    summary: 'Entries of several dictionary codes, keyed by code',
    tags,
    query: ZDictCodesQuery,
    response: ZDictEntriesByCode,
  }),
};

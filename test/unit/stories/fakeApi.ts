/** An API client for store tests: answers from a table (a value, an Error to throw); unknown paths 404. */
import { ApiError } from '../../../client/api/errors';
import type { ApiClient } from '../../../client/api/client';

export type Answers = Record<string, unknown>;

export function fakeApi(answers: Answers): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async get<T>(path: string): Promise<T> {
      calls.push(path);
      const answer = answers[path];
      if (answer instanceof Error) throw answer;
      if (answer === undefined) throw new ApiError(404, 'not_found', path);
      return (await answer) as T;
    },
    send: () => Promise.reject(new Error('not used')),
    upload: () => Promise.reject(new Error('not used')),
  };
}

import type { ApiClient } from '../../shared/api/client';
import { ApiError } from '../../shared/api/errors';

export type Answer = unknown | Error | ((path: string) => unknown);
export type Answers = Record<string, Answer>;

/**
 * An API client for store and loader tests, answering from a table (a value, an error to throw, or a
 * function of the path), else from `otherwise` (a function of the path); unknown paths 404.
 */
export function fakeApi(answers: Answers, otherwise?: (path: string) => unknown): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async get<T>(path: string): Promise<T> {
      calls.push(path);
      let answer = path in answers ? answers[path] : otherwise?.(path);
      if (typeof answer === 'function') answer = (answer as (p: string) => unknown)(path);
      answer = await answer;
      if (answer instanceof Error) throw answer;
      if (answer === undefined) throw new ApiError(404, 'not_found', path);
      return answer as T;
    },
    send: () => Promise.reject(new Error('not used')),
    upload: () => Promise.reject(new Error('not used')),
  };
}

/**
 * The part of the `cookie` package (0.7, the release express and cookie-parser already install) that
 * shared/cookies.ts uses. 0.7 ships no types and @types/cookie is not installed; cookie 1.x ships its
 * own, and this file goes when the project moves to it.
 */
declare module 'cookie' {
  export interface ParseOptions {
    decode?(value: string): string;
  }
  export interface SerializeOptions {
    encode?(value: string): string;
    maxAge?: number;
    domain?: string;
    path?: string;
    expires?: Date;
    httpOnly?: boolean;
    secure?: boolean;
    partitioned?: boolean;
    priority?: 'low' | 'medium' | 'high';
    sameSite?: boolean | 'lax' | 'strict' | 'none';
  }
  /** Throws TypeError when `str` is not a string. The first of a repeated name wins. */
  export function parse(str: string, options?: ParseOptions): Record<string, string>;
  /** Throws TypeError on a name or an encoded value a cookie cannot hold. */
  export function serialize(name: string, value: string, options?: SerializeOptions): string;
}

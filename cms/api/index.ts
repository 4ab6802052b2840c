/**
 * Every endpoint of the back end. To add a domain: create cms/api/<domain>.ts exporting
 * `endpoints: AnyEndpoint[]` and add ONE line below.
 */
import type { AnyEndpoint } from '../http/endpoint';
import { endpoints as genres } from './genres';
import { endpoints as health } from './health';
import { endpoints as redirects } from './redirects';

export const endpoints: AnyEndpoint[] = [
  ...health,
  ...redirects,
  ...genres,
];

/** Every English page type as a first visit, every per-page check on one load (everyPageWalk.ts). */
import { walkEveryPage } from './everyPageWalk';

walkEveryPage('en');

/**
 * The search service's calls for a hub whose items come from the search service, which its
 * declaration names (`searchCalls`): they come with the hub's code, not imported when its first
 * load asks for them (`search-service.ts`), a request more before its first paint.
 */
import * as calls from '../core/search/list-search.js';
import type { SearchCalls } from './search-service.js';

export const searchCallsAtOnce: SearchCalls = calls;

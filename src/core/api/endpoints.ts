/**
 * Every content API call of docs/api.md, typed: its path and the parser of its `data`.
 * This module re-exports every family module; elements import from the family module
 * (course-endpoints, events-news-endpoints, ...) so their chunks hold only the parsers they need.
 */

export * from './endpoint.js';
export * from './course-endpoints.js';
export * from './study-endpoints.js';
export * from './events-news-endpoints.js';
export * from './media-endpoints.js';
export * from './into-endpoints.js';
export * from './minor-endpoints.js';
export * from './suggestion-endpoints.js';
export * from './datahub-endpoints.js';
export * from './index-endpoints.js';
export * from './services-endpoints.js';
export * from './people-endpoints.js';
export * from './language-endpoints.js';
export * from './language-quiz-endpoint.js';
export * from './simple-quiz-endpoint.js';

/**
 * The Drizzle schema of the API: every table the migrations make, by area. The SQL of record is
 * drizzle/*.sql (handwritten for the generated tsvector, GIN, trigram and expression indexes, triggers and
 * functions); the files under schema/ mirror it for typed queries and inferred row types
 * (`typeof jobs.$inferSelect`), and schema.test.ts fails when the two differ (decision 0075).
 */
export * from './schema/accounts.ts';
export * from './schema/alerts.ts';
export * from './schema/catalogue.ts';
export * from './schema/competition.ts';
export * from './schema/hiring.ts';
export * from './schema/job-actions.ts';
export * from './schema/learning.ts';
export * from './schema/payments.ts';
export * from './schema/recommendations.ts';
export * from './schema/surveys.ts';
export * from './schema/timed.ts';

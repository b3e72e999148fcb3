/**
 * The public entry of the opportunity-applications feature (issue 37). Nothing of it is used by
 * other features yet: the opportunities feature counts applicants and shows a member their own
 * application from the table itself; the routes are registered by the composition root.
 */
export {};

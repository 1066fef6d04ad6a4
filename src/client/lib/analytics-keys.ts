/**
 * The prefix of every analytics overview query: documents and projects invalidate it after a
 * change, so it lives here rather than in the analytics feature they must not import.
 */
export const analyticsOverviewKey = ['/api/analytics/overview'] as const;

/** Spec section 3, in the order of the type select; the first is the default. */
export const FEEDBACK_TYPES = ['Improvement', 'Share an Idea', 'Report an Issue', 'General Feedback'] as const;

export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

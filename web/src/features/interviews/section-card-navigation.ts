// Spec section 4 asks before a section card (not Previous, not another link) leaves an incomplete
// section: a card's link carries this navigation state, which the section form's blocker reads.

export const SECTION_CARD_STATE = { viaSectionCard: true } as const;

/** Whether a navigation came from a section card (its location's state). */
export function isSectionCardNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'viaSectionCard' in state;
}

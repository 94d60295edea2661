import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { z } from '@/lib/zod';
import { FEEDBACK_TYPES } from '../types';

// The server's rules and messages (FeedbackType, FeedbackMessage); lengths count characters.
export const feedbackInputSchema = z.object({
  type: z.enum(FEEDBACK_TYPES),
  message: z
    .string()
    .trim()
    .min(1, 'Please enter your feedback.')
    .refine((text) => Array.from(text).length <= 5000, 'Feedback must be at most 5000 characters.'),
});

export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

/**
 * POST /api/feedback (spec section 7: type, message, userId). Only whether it worked matters;
 * the server takes the author from the session and ignores the userId.
 */
export async function submitFeedback(input: FeedbackInput & { userId?: number }): Promise<void> {
  await api.post('/api/feedback', input);
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    // The admin inbox shows it next time it opens.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['feedback'] }),
  });
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Starts content generation for a company whose four sections are complete. For now it opens
 * the content page; the generation call and its 'Generating Your Content' overlay replace this
 * one function when content generation is built.
 */
export function useStartContentGeneration(companyId: number) {
  const navigate = useNavigate();
  return useCallback(() => {
    void navigate(`/content/${companyId}`);
  }, [companyId, navigate]);
}

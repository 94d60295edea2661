import { createContext, useContext } from 'react';
import type { ContentVersion } from '../types';

/** What the studio's controls (Regenerate, Show 3 options, Bring in line) work on. */
export type ContentStudio = {
  companyId: number;
  /** The active version: each change is a copy of it, the next version. */
  version: ContentVersion;
  /** A generation runs or a text is open in the editor: the controls wait. */
  waiting: boolean;
};

/** The page's studio, while its texts are the active version's (a viewed version is read only). */
export const ContentStudioContext = createContext<ContentStudio | null>(null);

/** The studio, or null: the texts shown cannot be changed here. */
export function useContentStudio(): ContentStudio | null {
  return useContext(ContentStudioContext);
}

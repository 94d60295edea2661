/** The number of words in `text`: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** '0 words', '1 word', '12 words'. */
export function wordsLabel(count: number): string {
  return `${count} ${count === 1 ? 'word' : 'words'}`;
}

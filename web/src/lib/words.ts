import wordCount from './word-count.json';

// Characters written without spaces: kana (Japanese) and han (Chinese, Japanese kanji).
const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/u;
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * The number of words in `text` as the server's length rules count them: runs of non-space
 * characters; Japanese and Chinese, written without spaces, by their characters (word-count.json).
 */
export function countWords(text: string): number {
  let words = 0;
  let han = 0;
  let kana = 0;
  for (const token of text.trim().split(/\s+/)) {
    if (token === '') continue;
    if (!KANA.test(token) && !HAN.test(token)) {
      words += 1;
      continue;
    }
    // Within such a token, a run of letters or digits is a word ("Pitchwiseは").
    let inRun = false;
    for (const c of token) {
      if (KANA.test(c)) kana += 1;
      else if (HAN.test(c)) han += 1;
      else if (LETTER_OR_DIGIT.test(c)) {
        if (!inRun) words += 1;
        inRun = true;
        continue;
      }
      inRun = false;
    }
  }
  const perWord = kana > 0 ? wordCount.charactersPerWord.japanese : wordCount.charactersPerWord.chinese;
  return words + Math.ceil((han + kana) / perWord);
}

/** '0 words', '1 word', '12 words'. */
export function wordsLabel(count: number): string {
  return `${count} ${count === 1 ? 'word' : 'words'}`;
}

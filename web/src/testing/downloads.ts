import { vi } from 'vitest';

type Download = { name: string; file: Blob | undefined };

/**
 * Catches the files a page hands to the browser (`saveFile` in lib/download.ts) instead of saving
 * them; returns what lists the downloads started so far, each with its file name and file.
 */
export function captureDownloads(): () => Download[] {
  const files = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    const url = `blob:download-${files.size + 1}`;
    files.set(url, file as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return () =>
    click.mock.contexts.map((context) => {
      const link = context as HTMLAnchorElement;
      return { name: link.download, file: files.get(link.href) };
    });
}

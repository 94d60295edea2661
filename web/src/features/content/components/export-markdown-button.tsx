import { Button } from '@/components/ui/button';
import { saveFile } from '@/lib/download';
import { contentMarkdown, markdownFileName, type ExportedContent } from '../markdown';

/** Downloads the active version as Markdown ('acme-analytics-v2.md'); disabled until all of it is loaded. */
export function ExportMarkdownButton({ content }: { content: ExportedContent | undefined }) {
  return (
    <Button
      variant="outline"
      className="shrink-0 whitespace-nowrap"
      disabled={!content}
      onClick={() => {
        if (!content) return;
        const file = new Blob([contentMarkdown(content)], { type: 'text/markdown;charset=utf-8' });
        saveFile(file, markdownFileName(content.companyName, content.version.versionNumber));
      }}
    >
      Export Markdown
    </Button>
  );
}

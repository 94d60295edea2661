/** Hands `file` to the browser as a download named `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Browsers read the file after the click returns; free it a while later (as FileSaver.js does).
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}

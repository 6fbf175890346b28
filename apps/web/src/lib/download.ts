/**
 * Hands a Blob to the browser as a download under `filename`. Protected files cannot be plain
 * links (the bearer token rides in a header), so their bytes come through the API client first.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = filename;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The save has started by now; the bytes are no longer needed afterwards.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

import { PDF_TEXTS, SHELL_MESSAGES } from '@sommai/shared';
import { api, apiPath } from './api/index.ts';
import { saveBlob } from './download.ts';
import { toast } from './toasts.tsx';

// PDF files are served behind the bearer token, so a plain link cannot open them: the browser
// fetches the bytes through the API client and hands them over as an object URL.

/** Object URLs of PDFs opened in this session, so viewing twice does not fetch twice. */
const opened = new Map<string, string>();

async function fetchPdf(url: string): Promise<Blob> {
  const blob = await api.blob(apiPath(url));
  // The viewer needs the type to show it instead of saving it.
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}

/**
 * Opens a PDF in a new tab with the browser's viewer. The tab opens at once, while the click is
 * still a user gesture (so no pop-up blocker stops it), and is pointed at the file once it is here.
 */
export async function viewPdf(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (!tab) {
    toast.error(SHELL_MESSAGES.popupBlocked);
    return;
  }
  try {
    tab.document.title = PDF_TEXTS.opening;
    tab.document.body.textContent = PDF_TEXTS.opening;
  } catch {
    // Only a courtesy while the file loads.
  }
  try {
    let objectUrl = opened.get(url);
    if (!objectUrl) {
      objectUrl = URL.createObjectURL(await fetchPdf(url));
      opened.set(url, objectUrl);
    }
    tab.location.href = objectUrl;
  } catch {
    tab.close();
    toast.error(SHELL_MESSAGES.downloadFailed);
  }
}

/** Saves a PDF under the record's own file name. Resolves false (after saying so) when it fails. */
export async function downloadPdf(url: string, filename: string): Promise<boolean> {
  try {
    saveBlob(await fetchPdf(url), filename);
    return true;
  } catch {
    toast.error(SHELL_MESSAGES.downloadFailed);
    return false;
  }
}

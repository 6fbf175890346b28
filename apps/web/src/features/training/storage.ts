// The dataset and the last training of each user, remembered in this browser so a reload shows
// them again. The server keeps both; this only remembers which ones to ask for.

interface Remembered {
  datasetId?: string;
  jobId?: string;
}

function key(userId: string): string {
  return `sommai.training.${userId}`;
}

/** What this browser remembers for the user; null when it has never remembered anything. */
export function recall(userId: string): Remembered | null {
  try {
    const stored = localStorage.getItem(key(userId));
    if (stored === null) return null;
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return {};
    const { datasetId, jobId } = value as Record<string, unknown>;
    return {
      datasetId: typeof datasetId === 'string' ? datasetId : undefined,
      jobId: typeof jobId === 'string' ? jobId : undefined,
    };
  } catch {
    return {};
  }
}

export function remember(userId: string, value: Remembered): void {
  try {
    localStorage.setItem(key(userId), JSON.stringify(value));
  } catch {
    // Storage may be full or blocked; the page still works, it just forgets on reload.
  }
}

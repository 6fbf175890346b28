// The dataset and the last training of each user, remembered in this browser so a reload shows
// them again. The server keeps both; this only remembers which ones to ask for.

interface Remembered {
  datasetId?: string;
  jobId?: string;
}

function key(userId: string): string {
  return `sommai.training.${userId}`;
}

export function recall(userId: string): Remembered {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key(userId)) ?? '{}');
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
    if (!value.datasetId && !value.jobId) localStorage.removeItem(key(userId));
    else localStorage.setItem(key(userId), JSON.stringify(value));
  } catch {
    // Storage may be full or blocked; the page still works, it just forgets on reload.
  }
}

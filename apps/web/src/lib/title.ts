import { PRODUCT_NAME } from '@sommai/shared';
import { useEffect } from 'react';

export function documentTitle(page: string): string {
  return `${PRODUCT_NAME} — ${page}`;
}

export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}

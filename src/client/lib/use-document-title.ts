import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../shared/product';

/** Names the page in the tab and for screen readers arriving on it. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} · Personalised bedtime stories`;
  }, [title]);
}

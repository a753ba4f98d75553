import { useEffect } from 'react';
import { company } from '../../common/site';

/**
 * Sets the document title and the one meta description of index.html for the current page.
 * Updating the existing tag, rather than rendering React 19's hoisted <meta>, keeps a single
 * description in the head.
 */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = `${title} | ${company.name}`;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}

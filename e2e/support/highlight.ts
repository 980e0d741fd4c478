import type { Page } from '@playwright/test';

/**
 * Starts recording, in the page, which messages get the jump highlight, and answers a reader of
 * their ids. The highlight lasts 1.8 s: on a loaded machine a check of the row's class can come
 * after it has gone, so the class is watched from before the jump instead (rows mount and
 * unmount as the virtualized history scrolls, hence a watch of the whole list). Lost on reload.
 */
export async function recordHighlights(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __highlighted?: Set<string> };
    const seen = (w.__highlighted = new Set<string>());
    const check = (element: Element) => {
      const id = element.getAttribute('data-message-id');
      if (id && /highlight/.test(element.className)) seen.add(id);
    };
    const checkTree = (node: Node) => {
      if (!(node instanceof Element)) return;
      check(node);
      node.querySelectorAll('[data-message-id]').forEach(check);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') check(record.target as Element);
        else record.addedNodes.forEach(checkTree);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
  return () => page.evaluate(() => [...((window as unknown as { __highlighted?: Set<string> }).__highlighted ?? [])]);
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

// The accessibility check of e2e/accessibility-*.spec.ts: axe-core's WCAG 2.0/2.1 A and AA rules
// on what the page shows now; a serious or critical violation fails the test (softly, so one run
// lists every screen's findings).

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** The two widths every screen is checked at, with the heights of the screenshot specs. */
export const A11Y_VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/**
 * Waits until no finite animation or transition is running (a dialog fading in would otherwise be
 * measured at half its opacity), then runs axe. `screen` names the state in the failure message.
 */
export async function expectAccessible(page: Page, screen: string, configure: (axe: AxeBuilder) => AxeBuilder = (axe) => axe): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  // Legacy mode runs axe in the page alone. The default mode opens a second page to put the
  // frames' results together (the app has no frames), and that page takes the focus: the open
  // menu under test closes on it.
  const results = await configure(new AxeBuilder({ page }).withTags(A11Y_TAGS).setLegacyMode()).analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n')}`);
  expect.soft(blocking, `serious or critical axe violations on ${screen} at ${page.viewportSize()?.width} px:\n${blocking.join('\n')}`).toEqual([]);
}

/** WCAG relative luminance of a computed `rgb(r, g, b)` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The contrast ratio of an element's text on its own background (both opaque). For what axe
 * leaves "incomplete": a one-digit badge is too short for axe to tell whether it is text.
 */
export async function textContrast(locator: Locator): Promise<number> {
  const { color, background } = await locator.evaluate((el) => ({ color: getComputedStyle(el).color, background: getComputedStyle(el).backgroundColor }));
  const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

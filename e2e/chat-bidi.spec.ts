import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { chatRow, directChat, messageWith, newPerson, openAs, openChat, sendText, uploadAs } from './chat-helpers';

// User text shown next to the interface's own is bidi-isolated: a right-to-left override
// (U+202E) in a message, a name or a file name cannot reorder the text around it; and a file
// name shows without direction controls, which only ever serve to disguise one.

const RLO = '\u202e';

/** How the browser treats the element in the bidi algorithm: isolated from what surrounds it. */
const isolation = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).unicodeBidi);
const ISOLATED = /^(isolate|plaintext|isolate-override)$/;

test('names, message text, previews and file names are isolated; a file name shows no override', async ({ browser, request, user: alice }) => {
  const bob = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  const file = await uploadAs(request, bob, `hoa-don${RLO}fdp.txt`, 'text/plain', Buffer.from('not really a program'));
  await sendText(request, bob, chat._id, '', { type: 'file', fileUrl: file.url, fileName: file.fileName, fileType: file.fileType, fileSize: file.fileSize, content: '' });
  await sendText(request, bob, chat._id, `${RLO}enilno.exe xssneedle`);

  const a = await openAs(browser, alice);
  const row = chatRow(a, bob.username);
  expect(await isolation(row.getByTestId('chat-row-name'))).toMatch(ISOLATED);
  expect(await isolation(row.locator('bdi'))).toMatch(ISOLATED);
  await openChat(a, bob.username);
  const text = messageWith(a, 'xssneedle').locator('p');
  expect(await isolation(text)).toMatch(ISOLATED);
  const fileName = a.getByTestId('message-list').getByText('hoa-donfdp.txt', { exact: true });
  await expect(fileName).toBeVisible();
  expect(await fileName.evaluate((element) => element.textContent)).toBe('hoa-donfdp.txt');
  expect(await isolation(fileName)).toMatch(ISOLATED);
  expect(await isolation(a.getByTestId('active-chat').getByText(bob.username, { exact: true }))).toMatch(ISOLATED);
});

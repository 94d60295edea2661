import { readFile } from 'node:fs/promises';
import { ADMIN_EMAIL, expect, freshEmail, seriousA11yViolations, signIn, test } from '../fixtures';

/** The rows of an RFC 4180 CSV text (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell || row.length > 0) rows.push([...row, cell]);
  return rows;
}

test('an admin downloads waitlist.csv and its rows match the table', async ({ page }) => {
  const stamp = Date.now();
  const joined = [
    { name: 'Ada Lovelace', email: `csv.ada.${stamp}@e2e.pitchwise.test` },
    { name: 'Pat "The Pitch" O\'Brien, Jr.', email: `csv.pat.${stamp}@e2e.pitchwise.test` },
    { name: '=HYPERLINK("http://evil.example")', email: `csv.formula.${stamp}@e2e.pitchwise.test` },
  ];
  for (const entry of joined) {
    const response = await page.request.post('/api/waitlist', { data: entry });
    expect(response.status()).toBe(201);
  }

  await signIn(page, ADMIN_EMAIL, 'Admin');
  await page.goto('/admin/waitinglist');
  const table = page.getByRole('main').getByRole('table', { name: 'Waiting list' });
  const ours = table.getByRole('row').filter({ hasText: `.${stamp}@` });
  await expect(ours).toHaveCount(3);
  await expect(page.getByRole('main').getByText(/^Showing 1–\d+ of \d+ entries$/)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const tableRows = await Promise.all(
    (await ours.all()).map(async (row) => {
      const cells = await row.getByRole('cell').allInnerTexts();
      const createdAt = await row.locator('time').getAttribute('datetime');
      return { id: cells[0], email: cells[1], name: cells[2], createdAt: createdAt ?? '' };
    }),
  );
  // The table is newest first.
  expect(tableRows.map((row) => row.email)).toEqual(joined.map((entry) => entry.email).reverse());

  const downloading = page.waitForEvent('download');
  await page.getByRole('main').getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('waitlist.csv');
  const [header, ...rows] = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(header).toEqual(['ID', 'Email', 'Name', 'Created At']);

  const csvRows = rows.filter(([, email]) => email?.includes(`.${stamp}@`));
  // The file is oldest first; the table newest first.
  expect(csvRows.map(([id, email, name]) => ({ id, email, name }))).toEqual(
    [...tableRows].reverse().map(({ id, email, name }) => ({
      id,
      email,
      // A cell that starts like a formula is made text for spreadsheets with a leading '.
      name: name.startsWith('=') ? `'${name}` : name,
    })),
  );
  for (const [index, [, , , createdAt]] of csvRows.entries()) {
    const shown = [...tableRows].reverse()[index]?.createdAt ?? '';
    expect(Math.floor(Date.parse(shown) / 1000)).toBe(Date.parse(createdAt ?? '') / 1000);
  }
  await expect(page.getByRole('main').getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});

test('an admin invites one entry, who then signs in to an active account, and deletes another', async ({
  page,
  browser,
}) => {
  const invitee = freshEmail('invitee');
  const leaver = freshEmail('leaver');
  for (const [name, email] of [
    ['Ivy Invited', invitee],
    ['Lee Leaving', leaver],
  ] as const) {
    const response = await page.request.post('/api/waitlist', { data: { name, email } });
    expect(response.status()).toBe(201);
  }

  await signIn(page, ADMIN_EMAIL, 'Admin');
  await page.goto('/admin/waitinglist');
  const main = page.getByRole('main');
  const inviteeRow = main.getByRole('row').filter({ hasText: invitee });
  await expect(inviteeRow).toContainText('Waiting');
  await inviteeRow.getByRole('button', { name: `Invite ${invitee}` }).click();

  await expect(page.getByRole('region', { name: 'Notification' })).toContainText('Invitation sent');
  await expect(inviteeRow).toContainText('Invited');
  await expect(inviteeRow.getByRole('button', { name: `Invite again ${invitee}` })).toBeVisible();
  await page.reload();
  await expect(inviteeRow.locator('time')).toHaveCount(2);

  // The invitation is the approval: the invitee's first sign-in opens the app.
  const inviteePage = await browser.newPage();
  await signIn(inviteePage, invitee, 'Ivy Invited');
  await inviteePage.goto('/dashboard');
  await expect(inviteePage).toHaveURL(/\/dashboard$/);
  await inviteePage.close();
  await page.reload();
  await expect(inviteeRow).toContainText('Has an account');
  await expect(inviteeRow.getByRole('button', { name: /^Invite/ })).toHaveCount(0);

  const leaverRow = main.getByRole('row').filter({ hasText: leaver });
  await leaverRow.getByRole('button', { name: `Delete ${leaver}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this entry?' });
  await expect(dialog).toContainText(`Lee Leaving (${leaver}) will be removed from the waiting list.`);
  expect(await seriousA11yViolations(page, '[role="alertdialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Notification' })).toContainText('Entry deleted');
  await expect(leaverRow).toHaveCount(0);
  await page.reload();
  await expect(inviteeRow).toBeVisible();
  await expect(leaverRow).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { Desk } from './business-desk';

/** The quoted-printable body of an .eml as text: soft line breaks joined, `=XX` decoded. */
const unquote = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The invitation link the desk's local outbox (no SMTP_URL) holds for `email`, once its worker has written it. */
export async function invitationLink(desk: Desk, email: string): Promise<string> {
  const outbox = join(desk.dataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(outbox).catch(() => [] as string[]);
        for (const file of files.filter((f) => f.endsWith('.eml'))) {
          const text = unquote(await readFile(join(outbox, file), 'utf8'));
          if (text.includes(`To: ${email}`) || text.includes(`<${email}>`))
            link = /https?:\/\/[^\s"<>]+\/invite\/[\w-]+/.exec(text)?.[0];
        }
        return link;
      },
      { message: `an invitation to ${email} in ${outbox}` },
    )
    .toBeTruthy();
  return link!;
}

/** The owner invites `email` with `role` on the People screen. */
export async function invite(page: Page, email: string, role: 'Accountant' | 'Staff') {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
}

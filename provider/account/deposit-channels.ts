import { asc } from 'drizzle-orm';
import type { ExternalProvider } from '../../contract/payments';
import type { DepositChannel } from '../../contract/user-account';
import type { Database } from '../db/client';
import { tenantDepositChannels } from '../db/schema';
import { ofTenant } from '../db/ownership';

/**
 * How a tenant takes deposits, as its operator set them up: a bank transfer to the tenant's
 * account (confirmed by hand once the money is in), or a card/wallet through one of the
 * external providers (confirmed by the provider's signed notification). A card or wallet channel
 * whose provider is not `available` on this site is left out: no deposit can be made through it.
 */
export async function depositChannelsOf(
  db: Database, tenantId: string, available: readonly ExternalProvider[], languages: readonly string[] = [],
): Promise<DepositChannel[]> {
  const rows = await db.select().from(tenantDepositChannels).where(ofTenant(tenantDepositChannels, tenantId))
    .orderBy(asc(tenantDepositChannels.sort), asc(tenantDepositChannels.channel));
  return rows.filter((row) => row.provider === null || available.includes(row.provider)).map((row) => ({
    channel: row.channel, type: row.type, provider: row.provider, bankName: row.bankName, accountName: row.accountName,
    accountNo: row.accountNo, swiftCode: row.swiftCode, instructions: inLanguage(row.instructions, languages), minAmount: row.minAmountFen,
  }));
}

/** The text in the first of `languages` the tenant wrote it in, else in English, else in any (tenant content falls back, never blank when written). */
const inLanguage = (texts: Partial<Record<string, string>>, languages: readonly string[]): string =>
  [...languages, 'en'].map((language) => texts[language]).find((text) => text !== undefined) ?? Object.values(texts).find((text) => text !== undefined) ?? '';

import type { Notice } from '../../../contract/notices';
import type { Database } from '../../db/client';
import type { AccountOwner } from '../../db/ownership';
import type { Mailer } from '../../mail/mailer';
import { notifyShopper } from '../../notifications/notify-shopper';
import type { ObjectStorage } from '../../storage/object-storage';

/** What the desk's money services work with. */
export interface MoneyDeps {
  db: Database;
  mailer: Mailer;
  storage: ObjectStorage;
}

/** A shopper to tell of a change once it committed. */
export interface ShopperNotice {
  owner: AccountOwner;
  notice: Notice;
}

/** Tells the shoppers after the change committed, as the robot's steps do. */
export async function tellShoppers(deps: MoneyDeps, notices: readonly ShopperNotice[], now: Date): Promise<void> {
  for (const { owner, notice } of notices) await notifyShopper(deps, owner, notice, now);
}

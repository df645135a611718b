import { useState } from 'react';
import type { Choice } from '../../lib/account/choices';
import type { Address, BillingAddress, CustomsInfo, Profile } from '../../../contract/user';
import { isLanguage } from '../../lib/i18n/languages';
import { resyncSession } from '../../lib/session/session-actions';
import { languageSwitchHref } from '../../lib/i18n/language-links';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { AddressBook } from './AddressBook';
import { billingAddressBook } from './BillingAddressForm';
import { CustomsSection } from './CustomsSection';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { shippingAddressBook } from './ShippingAddressForm';

interface Props extends TranslatedProps {
  profile: Profile;
  /** `null` where the server could not load a part: that part says so. */
  addresses: Address[] | null;
  billingAddresses: BillingAddress[] | null;
  customs: { info: CustomsInfo } | null;
  /** Countries shoppers ship to, named in the page language. */
  countries: Choice[];
  languages: Choice[];
  timezoneOffset: number;
}

/** Everything of `/my/account` that the shopper edits; the server rendered it with the data already in. */
export default function AccountSettings(props: Props) {
  const t = useTranslator(props);
  const { lng } = props;
  const [profile, setProfile] = useState(props.profile);
  const profileChanged = (next: Profile) => {
    setProfile(next);
    // The header's name and the sealed profile cookie follow from the provider.
    void resyncSession();
  };

  return (
    <div className="flex flex-col gap-6">
      <ProfileSection
        profile={profile}
        languages={props.languages}
        onSaved={profileChanged}
        // A full load: every part of the page, the shell included, changes language.
        onLanguageChanged={(language) => isLanguage(language) && window.location.assign(languageSwitchHref(new URL(window.location.href), language))}
        t={t}
        lng={lng}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <EmailSection profile={profile} onChanged={profileChanged} t={t} lng={lng} />
        <PasswordSection t={t} lng={lng} />
      </div>
      <AddressBook book={shippingAddressBook} initial={props.addresses} countries={props.countries} t={t} lng={lng} />
      <AddressBook book={billingAddressBook} initial={props.billingAddresses} countries={props.countries} t={t} lng={lng} />
      <CustomsSection initial={props.customs} timezoneOffset={props.timezoneOffset} t={t} lng={lng} />
    </div>
  );
}

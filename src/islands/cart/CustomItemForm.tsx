import { navigate } from 'astro:transitions/client';
import { useId, useState, type SubmitEvent } from 'react';
import { REMARK_MAX_LENGTH } from '../../../contract/orders';
import { isUnauthorized } from '../../lib/api/http';
import { addCustomItem } from '../../lib/cart/custom-items';
import { fenOfYuanText } from '../../lib/money/yuan-text';
import { loginAndReturn } from '../../lib/product/purchase-actions';
import { checkoutHref } from '../../lib/purchase/checkout';
import { pushToast } from '../../lib/toasts/toasts';
import { isUploadablePicture } from '../../lib/uploads/upload-picture';
import { FormEnd } from '../forms/FormEnd';
import { TextField } from '../forms/fields';
import { problemText } from '../forms/problem-text';
import { shopperProblemOf } from '../../lib/problem/shopper-problem';
import { ui } from '../ui/ui';
import { useTranslator, type TranslatedProps } from '../use-translator';

interface Props extends TranslatedProps {
  /** The link the catalog could not read. */
  link: string;
  loggedIn: boolean;
}

/**
 * On "Product not found": order the link by hand. Title, price (CNY) and quantity are the
 * shopper's; the item goes into the cart as a custom item and on to the checkout.
 */
export default function CustomItemForm(props: Props) {
  const t = useTranslator(props);
  const { lng, loggedIn } = props;
  const [values, setValues] = useState({ title: '', link: props.link, price: '', quantity: '1', specification: '', remark: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const [picture, setPicture] = useState<File | null>(null);
  const pictureId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bind = (name: keyof typeof values) => ({
    name, value: values[name], error: errors[name],
    onValueChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
  });

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!loggedIn) { loginAndReturn(); return; }
    const unitPrice = fenOfYuanText(values.price);
    const quantity = /^\d{1,4}$/.test(values.quantity.trim()) ? Number(values.quantity) : 0;
    const broken = {
      ...(values.title.trim() ? {} : { title: t('cart:custom.title-missing') }),
      ...(URL.canParse(values.link.trim()) && /^https?:/.test(values.link.trim()) ? {} : { link: t('cart:custom.link-invalid') }),
      ...(unitPrice === null ? { price: t('payment:amount-invalid') } : {}),
      ...(quantity >= 1 ? {} : { quantity: t('cart:custom.quantity-invalid') }),
    };
    setErrors(broken);
    if (Object.keys(broken).length > 0 || unitPrice === null || busy) return;
    if (picture && !isUploadablePicture(picture)) { setProblem(t('payment:deposit.certificate-type')); return; }
    setBusy(true);
    setProblem(null);
    try {
      const id = await addCustomItem({
        title: values.title.trim(), link: values.link.trim(), unitPrice, quantity,
        specification: values.specification.trim(), remark: values.remark.trim(),
      }, picture);
      pushToast({ kind: 'success', message: t('cart:custom.added') });
      await navigate(checkoutHref({ kind: 'custom', customItemIds: [id] }));
    } catch (error) {
      if (!isUnauthorized(error)) setProblem(problemText(t, lng, shopperProblemOf(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={`${ui.card} mx-auto mt-8 max-w-xl`} aria-labelledby="custom-item-title">
      <h2 id="custom-item-title" className={ui.sectionTitle}>{t('cart:custom.heading')}</h2>
      <p className="mt-2 text-sm text-gray-700">{t('cart:custom.intro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        <TextField label={t('cart:custom.title')} required maxLength={200} {...bind('title')} />
        <TextField label={t('cart:custom.link')} required type="url" maxLength={2000} {...bind('link')} />
        <TextField label={t('payment:amount')} required inputMode="decimal" hint={t('cart:custom.price-hint')} {...bind('price')} />
        <TextField label={t('cart:custom.quantity')} required inputMode="numeric" maxLength={4} {...bind('quantity')} />
        <TextField label={t('cart:custom.specification')} optionalText={t('cart:custom.optional')} maxLength={200} {...bind('specification')} />
        <TextField label={t('cart:custom.remark')} optionalText={t('cart:custom.optional')} maxLength={REMARK_MAX_LENGTH} {...bind('remark')} />
        <div>
          <label htmlFor={pictureId} className="block text-sm font-medium text-gray-800">
            {t('cart:custom.picture')} <span className="font-normal text-gray-600">({t('cart:custom.optional')})</span>
          </label>
          <input id={pictureId} type="file" accept="image/jpeg,image/png" className="mt-1 block w-full text-sm" onChange={(event) => setPicture(event.target.files?.[0] ?? null)} />
        </div>
        <FormEnd problem={problem} submitLabel={t('cart:custom.submit')} busyLabel={t('cart:custom.adding')} busy={busy} />
      </form>
    </section>
  );
}

import { navigate } from 'astro:transitions/client';
import { useId, useState, type SubmitEvent } from 'react';
import type { TenantWarehouse } from '../../../contract/reference';
import { customsIdentityRequired, TransitOrderCreate, type StockInParcel } from '../../../contract/transit';
import type { Address, CustomsInfo } from '../../../contract/user';
import type { PriceDisplay } from '../../lib/money/price-display';
import { pushToast } from '../../lib/toasts/toasts';
import { createTransitOrder } from '../../lib/transit/transit-actions';
import { transitOrderHref } from '../../lib/transit/transit-list';
import { useForm } from '../forms/use-form';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { CustomsDeclaration } from './order-form/CustomsDeclaration';
import { customsLinesOf, declaredFenOf, declaredValuesOf, type DeclaredTexts } from './order-form/customs-lines';
import { DestinationFields } from './order-form/DestinationFields';
import { LineChoice } from './order-form/LineChoice';
import { OrderSummary } from './order-form/OrderSummary';
import { ParcelPicker } from './order-form/ParcelPicker';
import { useCargoEstimate } from './order-form/use-cargo-estimate';

interface Props extends TranslatedProps {
  parcels: StockInParcel[];
  /** The parcels picked on the in-stock page. */
  initialSelection: number[];
  addresses: Address[] | null;
  pickupPoints: TenantWarehouse[];
  customsInfo: CustomsInfo | undefined;
  display: PriceDisplay;
}

/**
 * The transit order form: the parcels, where they go (an address or a pickup point), and the
 * line. Every change asks the provider for a new estimate, so each line shows its price and
 * days for exactly this cargo and destination, or why it refuses it.
 */
export default function TransitOrderForm(props: Props) {
  const t = useTranslator(props);
  const { parcels, addresses, pickupPoints, customsInfo, display, lng } = props;
  const ids = { parcels: useId(), lines: useId(), destination: useId(), customs: useId() };
  const [selected, setSelected] = useState<number[]>(() => props.initialSelection.filter((id) => parcels.some((p) => p.id === id)));
  const [form, formRef] = useForm({
    initial: {
      destination: addresses && addresses.length > 0 ? 'address' : pickupPoints.length > 0 ? 'pickup' : 'address',
      userAddressId: String(addresses?.[0]?.id ?? ''),
      localWarehouseId: String(pickupPoints[0]?.id ?? ''),
      transitOptionName: '',
      localExpressCompanyName: '',
      remark: '',
    },
    t,
    lng,
    labels: {
      destination: t('transit:create.destination'),
      userAddressId: t('transit:create.address'),
      localWarehouseId: t('transit:create.pickup-point'),
      transitOptionName: t('transit:create.line'),
      localExpressCompanyName: t('transit:create.local-courier'),
      remark: t('transit:create.remark'),
    },
  });
  const v = form.values;
  const selfPickup = v.destination === 'pickup';
  const address = addresses?.find((a) => String(a.id) === v.userAddressId);
  const pickup = pickupPoints.find((w) => String(w.id) === v.localWarehouseId);
  const country = selfPickup ? pickup?.country : address?.country;
  const chosen = parcels.filter((p) => selected.includes(p.id));

  const estimate = useCargoEstimate(selected, country);
  // A line that no longer takes the cargo cannot stay chosen.
  const line = estimate.state === 'ready' ? estimate.value.options.find((o) => o.name === v.transitOptionName) : undefined;
  const needsIdentity = country !== undefined && customsIdentityRequired(country) && customsInfo === null;

  const customsLines = customsLinesOf(chosen);
  const [declared, setDeclared] = useState<DeclaredTexts>({});
  const [invalidDeclared, setInvalidDeclared] = useState<string[]>([]);

  // What the choices lack, said at the end of the form (they are checkboxes and radios, not text
  // fields) once a send was tried, and only while they still lack it: choosing the line clears it.
  const [triedToSend, setTriedToSend] = useState(false);
  const lacking = selected.length === 0 ? t('transit:create.need-parcels')
    : !selfPickup && !address ? t('transit:create.need-address')
      : !line ? t('transit:create.need-line') : null;
  const missing = triedToSend ? lacking : null;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    setTriedToSend(true);
    if (lacking) return;
    const wrong = customsLines.filter((entry) => declaredFenOf(entry, declared) === null).map((entry) => entry.key);
    setInvalidDeclared(wrong);
    if (wrong[0] !== undefined) {
      document.getElementById(`${ids.customs}-${wrong[0]}`)?.focus();
      return;
    }
    const body = form.checkWith(TransitOrderCreate, {
      purchaseParcelIds: selected,
      transitOptionName: line?.name ?? '',
      selfPickup,
      ...(selfPickup ? { localWarehouseId: v.localWarehouseId || undefined } : { userAddressId: v.userAddressId || undefined }),
      ...(v.localExpressCompanyName && !selfPickup ? { localExpressCompanyName: v.localExpressCompanyName } : {}),
      declaredValues: declaredValuesOf(customsLines, declared),
      remark: v.remark,
    });
    if (!body) return;
    void form.attempt(async () => {
      const order = await createTransitOrder(body);
      pushToast({ kind: 'success', message: t('transit:create.done', { no: order.orderNo }) });
      await navigate(transitOrderHref(order.id));
    });
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="min-w-0 space-y-6">
        <ParcelPicker id={ids.parcels} parcels={parcels} selected={selected} onSelectedChange={setSelected} locale={display.locale} t={t} />
        <DestinationFields id={ids.destination} addresses={addresses} pickupPoints={pickupPoints} values={v} update={form.update} t={t} />
        <CustomsDeclaration
          id={ids.customs}
          lines={customsLines}
          declared={declared}
          onDeclare={(key, text) => setDeclared((all) => ({ ...all, [key]: text }))}
          invalid={invalidDeclared}
          needsIdentity={needsIdentity}
          display={display}
          t={t}
        />
        <LineChoice
          id={ids.lines}
          estimate={estimate}
          parcelCount={chosen.length}
          chosenName={v.transitOptionName}
          line={line}
          onChoose={(name) => form.update({ transitOptionName: name })}
          display={display}
          t={t}
        />
      </div>
      <OrderSummary
        id={ids.lines}
        parcelCount={chosen.length}
        line={line}
        remark={v.remark}
        onRemarkChange={(remark) => form.update({ remark })}
        problem={missing ?? form.problem}
        busy={form.busy}
        display={display}
        t={t}
      />
    </form>
  );
}

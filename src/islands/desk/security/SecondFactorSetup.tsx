import { useState } from 'react';
import { type RecoveryCodes, TotpConfirmRequest, type TotpEnrolment } from '../../../../contract/desk';
import { confirmSecondFactor, startSecondFactor } from '../../../lib/desk/desk-people-actions';
import { qrPath } from '../../../lib/desk/qr-path';
import { shopperProblemOf } from '../../../lib/problem/shopper-problem';
import { TextField } from '../../forms/fields';
import { FormProblem } from '../../forms/FormProblem';
import { problemText } from '../../forms/problem-text';
import { SubmitButton } from '../../forms/SubmitButton';
import { useForm } from '../../forms/use-form';
import { useAction } from '../../use-action';
import { useTranslator, type TranslatedProps } from '../../use-translator';

const primary = 'rounded-md bg-primary-ink px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60';
const secondary = 'rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-gray-100';

/** The secret as a QR code and as text, held only in this island's memory. */
function EnrolmentKey({ enrolment, t }: { enrolment: TotpEnrolment; t: ReturnType<typeof useTranslator> }) {
  const qr = qrPath(enrolment.otpauthUri);
  return (
    <div className="space-y-2">
      <p>{t('desk:security.scan')}</p>
      <svg viewBox={`-4 -4 ${qr.size + 8} ${qr.size + 8}`} role="img" aria-label={t('desk:security.qr')} className="size-56 bg-white" shapeRendering="crispEdges">
        <rect x={-4} y={-4} width={qr.size + 8} height={qr.size + 8} fill="#fff" />
        <path d={qr.d} fill="#000" />
      </svg>
      <p>{t('desk:security.manual')}</p>
      <p dir="ltr" className="break-all font-mono text-base tracking-wider" data-totp-secret>{enrolment.secret.match(/.{1,4}/g)?.join(' ')}</p>
    </div>
  );
}

/** The ten recovery codes, shown this once, with a way to copy or print them. */
function RecoveryCodeList({ codes, t }: { codes: RecoveryCodes['recoveryCodes']; t: ReturnType<typeof useTranslator> }) {
  const [copied, setCopied] = useState(false);
  return (
    <section aria-labelledby="recovery-codes" className="space-y-3">
      <p role="status" className="font-medium text-green-800">{t('desk:security.done')}</p>
      <h2 id="recovery-codes" className="text-lg font-semibold">{t('desk:security.codes-title')}</h2>
      <p className="text-sm text-gray-700">{t('desk:security.codes-hint')}</p>
      <ol dir="ltr" className="grid gap-1 font-mono sm:grid-cols-2" data-recovery-codes>
        {codes.map((code) => <li key={code}>{code}</li>)}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={secondary} onClick={() => void navigator.clipboard.writeText(codes.join('\n')).then(() => setCopied(true))}>
          {t('desk:security.copy')}
        </button>
        <button type="button" className={secondary} onClick={() => window.print()}>{t('desk:security.print')}</button>
        <span role="status" className="text-sm text-green-800">{copied ? t('desk:security.copied') : ''}</span>
      </div>
    </section>
  );
}

/**
 * Setting up the second factor (docs/product.md, "Desk"): a new secret as a QR code and as
 * text, a current code to confirm it, then the recovery codes, shown once. Nothing of it is
 * rendered by the server or kept by the page after it is left.
 */
export default function SecondFactorSetup(props: TranslatedProps) {
  const t = useTranslator(props);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<RecoveryCodes['recoveryCodes'] | null>(null);
  const [startProblem, setStartProblem] = useState<string | null>(null);
  const start = useAction((error) => setStartProblem(problemText(t, props.lng, shopperProblemOf(error))));
  const [form, formRef] = useForm({
    initial: { code: '' },
    labels: { code: t('desk:security.code') },
    t,
    lng: props.lng,
    schema: TotpConfirmRequest,
    onSubmit: async ({ code }) => {
      const confirmed = await confirmSecondFactor(code);
      setEnrolment(null);
      setCodes(confirmed.recoveryCodes);
    },
  });

  if (codes) return <RecoveryCodeList codes={codes} t={t} />;
  if (!enrolment) {
    return (
      <div className="space-y-2">
        <FormProblem text={startProblem} />
        <button type="button" className={primary} disabled={start.busy} onClick={() => void start.run(async () => {
          setStartProblem(null);
          setEnrolment(await startSecondFactor());
        })}>
          {start.busy ? t('desk:security.starting') : t('desk:security.start')}
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <EnrolmentKey enrolment={enrolment} t={t} />
      <form ref={formRef} noValidate onSubmit={form.handleSubmit} className="max-w-xs space-y-3">
        <FormProblem text={form.problem} />
        <TextField {...form.field('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} spellCheck={false} required />
        <SubmitButton label={t('desk:security.confirm')} busyLabel={t('desk:security.confirming')} busy={form.busy} needsScript className={primary} />
      </form>
    </div>
  );
}

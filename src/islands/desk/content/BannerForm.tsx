import { useId, useState, type SubmitEvent } from 'react';
import { BANNER_CAPTION_MAX, BANNER_LINK_MAX, BANNER_TITLE_MAX, type BannerText } from '../../../../contract/desk-home';
import type { LanguageCode } from '../../../../contract/language';
import { addBanner, updateBanner } from '../../../lib/desk/home-actions';
import { isUploadablePicture } from '../../../lib/uploads/upload-picture';
import { inputClass, TextField } from '../../forms/fields';
import type { SiteLanguage } from '../../../lib/desk/content-desk';
import { useTranslator, type TranslatedProps } from '../../use-translator';
import { ProblemLine, useDeskAction } from './ActionProblem';

interface Props extends TranslatedProps {
  /** The banner to edit; null adds one (with a picture). */
  bannerId: number | null;
  link: string | null;
  texts: Partial<Record<LanguageCode, BannerText>>;
  languages: SiteLanguage[];
}

/**
 * A banner's picture (when added), link, and headline and caption per language (docs/product.md,
 * "Content desk"). The words are the page's text laid over the picture, never part of it.
 */
export default function BannerForm(props: Props) {
  const t = useTranslator(props);
  const id = useId();
  const [picture, setPicture] = useState<File | null>(null);
  const [link, setLink] = useState(props.link ?? '');
  const [texts, setTexts] = useState(props.texts);
  const action = useDeskAction(t, props.lng);
  const textOf = (code: LanguageCode) => texts[code] ?? { title: '', caption: '' };
  const setText = (code: LanguageCode, change: Partial<BannerText>) => setTexts({ ...texts, [code]: { ...textOf(code), ...change } });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void action.run(async () => {
      const words = {
        link: link.trim() === '' ? null : link.trim(),
        texts: Object.fromEntries(Object.entries(texts).filter(([, text]) => text.title.trim())),
      };
      if (props.bannerId !== null) await updateBanner(props.bannerId, words);
      else if (picture && isUploadablePicture(picture)) await addBanner(picture, words);
      else {
        action.setProblem(t('desk-content:banners.picture-required'));
        return;
      }
      window.location.reload();
    });
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      {props.bannerId === null && (
        <div>
          <label htmlFor={`${id}-picture`} className="block text-sm font-medium text-gray-800">{t('desk-content:banners.picture')}</label>
          <input id={`${id}-picture`} name="picture" type="file" accept="image/jpeg,image/png" required className={`mt-1 ${inputClass}`}
            onChange={(event) => setPicture(event.target.files?.[0] ?? null)} />
        </div>
      )}
      <TextField name="link" maxLength={BANNER_LINK_MAX} label={t('desk-content:banners.link')} hint={t('desk-content:banners.link-hint')}
        value={link} onValueChange={setLink} />
      <p className="text-sm text-gray-700">{t('desk-content:banners.words-hint')}</p>
      {props.languages.map(({ code, name, lang }) => (
        <fieldset key={code} className="grid gap-2 rounded-md border border-gray-200 p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold">{name}</legend>
          <TextField name={`title-${code}`} lang={lang} maxLength={BANNER_TITLE_MAX} label={t('desk-content:banners.headline')}
            value={textOf(code).title} onValueChange={(title) => setText(code, { title })} />
          <TextField name={`caption-${code}`} lang={lang} maxLength={BANNER_CAPTION_MAX} label={t('desk-content:banners.caption')}
            value={textOf(code).caption} onValueChange={(caption) => setText(code, { caption })} />
        </fieldset>
      ))}
      <button type="submit" disabled={action.busy} className="rounded-md bg-primary-ink px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
        {t('desk-content:banners.save')}
      </button>
      <ProblemLine problem={action.problem} />
    </form>
  );
}

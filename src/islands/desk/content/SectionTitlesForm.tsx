import { useId, useState, type SubmitEvent } from 'react';
import { SECTION_TITLE_MAX } from '../../../../contract/desk-home';
import type { LanguageCode } from '../../../../contract/language';
import { saveSection } from '../../../lib/desk/home-actions';
import { TextField } from '../../forms/fields';
import type { SiteLanguage } from '../../../lib/desk/content-desk';
import { useTranslator, type TranslatedProps } from '../../use-translator';
import { ProblemLine, useDeskAction } from './ActionProblem';

interface Props extends TranslatedProps {
  /** The section to retitle; null adds one. */
  sectionId: string | null;
  titles: Partial<Record<LanguageCode, string>>;
  /** The site's languages, each with its own name. */
  languages: SiteLanguage[];
}

/** A home section's title in each language of the site (docs/product.md, "Content desk"): adds a section or retitles one. */
export default function SectionTitlesForm(props: Props) {
  const t = useTranslator(props);
  const id = useId();
  const [titles, setTitles] = useState(props.titles);
  const action = useDeskAction(t, props.lng);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void action.run(async () => {
      const given = Object.fromEntries(Object.entries(titles).filter(([, title]) => title.trim()));
      await saveSection(props.sectionId, { titles: given });
      window.location.reload();
    });
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <p id={`${id}-hint`} className="text-sm text-gray-700">{t('desk-content:home.titles-hint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {props.languages.map(({ code, name, lang }) => (
          <TextField key={code} name={`title-${code}`} lang={lang} maxLength={SECTION_TITLE_MAX}
            label={t('desk-content:home.title-in', { language: name })} value={titles[code] ?? ''}
            onValueChange={(value) => setTitles({ ...titles, [code]: value })} />
        ))}
      </div>
      <button type="submit" disabled={action.busy} className="rounded-md bg-primary-ink px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
        {t('desk-content:home.save')}
      </button>
      <ProblemLine problem={action.problem} />
    </form>
  );
}

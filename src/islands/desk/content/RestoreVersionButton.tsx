import { useState } from 'react';
import { restoreArticleVersion } from '../../../lib/desk/article-actions';
import { shopperProblemOf } from '../../../lib/problem/shopper-problem';
import { problemText } from '../../forms/problem-text';
import { useAction } from '../../use-action';
import { useTranslator, type TranslatedProps } from '../../use-translator';

interface Props extends TranslatedProps {
  versionId: number;
  /** Names the version for a screen reader ("Restore the version of 3 May 10:00"). */
  label: string;
}

/** Restores a published version (docs/product.md, "Content desk"): its content published again as a new version; the page then loads again. */
export default function RestoreVersionButton(props: Props) {
  const t = useTranslator(props);
  const [problem, setProblem] = useState<string | null>(null);
  const action = useAction((error) => setProblem(problemText(t, props.lng, shopperProblemOf(error))));
  const restore = () => action.run(async () => {
    setProblem(null);
    await restoreArticleVersion(props.versionId);
    window.location.reload();
  });
  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" aria-label={props.label} disabled={action.busy} onClick={() => void restore()}
        className="rounded-md border border-gray-300 bg-white px-3 py-1 text-sm hover:bg-gray-100 disabled:opacity-60">
        {t('desk-content:versions.restore')}
      </button>
      {problem && <span role="alert" className="text-sm text-red-700">{problem}</span>}
    </span>
  );
}

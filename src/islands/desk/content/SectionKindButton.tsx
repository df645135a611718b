import type { SectionKind } from '../../../../contract/desk-home';
import { changeSectionKind } from '../../../lib/desk/home-actions';
import { useTranslator, type TranslatedProps } from '../../use-translator';
import { ProblemLine, useDeskAction } from './ActionProblem';

interface Props extends TranslatedProps {
  sectionId: string;
  kind: SectionKind;
}

/** Lists a home section with the other kind, featured or recommended (docs/product.md, "Content desk"); the page then loads again. */
export default function SectionKindButton(props: Props) {
  const t = useTranslator(props);
  const action = useDeskAction(t, props.lng);
  const other: SectionKind = props.kind === 'PREFERRED' ? 'RECOMMENDED' : 'PREFERRED';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className="rounded-md border border-gray-300 bg-white px-3 py-1 text-sm hover:bg-gray-100 disabled:opacity-50" disabled={action.busy}
        onClick={() => void action.run(async () => {
          await changeSectionKind(props.sectionId, other);
          window.location.reload();
        })}>
        {t(other === 'RECOMMENDED' ? 'desk-content:sectionKind.to-recommended' : 'desk-content:sectionKind.to-featured')}
      </button>
      <ProblemLine problem={action.problem} />
    </div>
  );
}

import { useState } from 'react';
import { shopperProblemOf } from '../../../lib/problem/shopper-problem';
import { problemText } from '../../forms/problem-text';
import { useAction } from '../../use-action';
import type { Language } from '../../../lib/i18n/languages';
import type { TFunction } from '../../../lib/i18n/translator';

/** One action at a time with its problem, translated, for the banner and home-section islands. */
export function useDeskAction(t: TFunction, lng: Language) {
  const [problem, setProblem] = useState<string | null>(null);
  const action = useAction((error) => setProblem(problemText(t, lng, shopperProblemOf(error))));
  const run = (step: () => Promise<void>) => action.run(async () => {
    setProblem(null);
    await step();
  });
  return { run, busy: action.busy, problem, setProblem };
}

export function ProblemLine({ problem }: { problem: string | null }) {
  return problem === null ? null : <p role="alert" className="text-sm text-red-700">{problem}</p>;
}

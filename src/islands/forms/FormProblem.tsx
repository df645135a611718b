/** The form-level problem (wrong password, too many tries, service down), announced as it appears. */
export function FormProblem({ text }: { text: string | null }) {
  return (
    <div role="alert" className="empty:hidden rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {text}
    </div>
  );
}

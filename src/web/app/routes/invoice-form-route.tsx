/** Being built next (issue 5). */
export default function Route() {
  return <h1 className="text-2xl font-semibold text-slate-900">Invoice</h1>;
}

/** Placeholder: the login screen is the business/expenses helper's to build; replace this module. */
export default function Route() {
  return <h1 className="text-2xl font-semibold text-slate-900">Login</h1>;
}

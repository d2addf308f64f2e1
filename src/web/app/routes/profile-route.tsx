/** Placeholder: the profile screen is the business/expenses helper's to build; replace this module. */
export default function Route() {
  return <h1 className="text-2xl font-semibold text-slate-900">Profile</h1>;
}

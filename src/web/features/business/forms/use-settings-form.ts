import { get, useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { drawnCheck, drawnRegister } from '../../../components/ui/field';
import { savingState } from '../../../components/ui/settings-form-shell';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/use-t';
import { reportSubmitError } from '../../../lib/form-errors';
import { settingsErrorText } from './settings-words';

/** A settings form beside its fields: the contract's rules on its values, and how they go to the BFF and come back. */
export interface SettingsFormRules<V extends FieldValues, Kept, Input, Saved> {
  resolver: Resolver<V>;
  /** The settings as kept, in the form: where it starts. */
  values: (kept: Kept) => V;
  toInput: (values: V) => Input;
  /** The values the form starts over from once the BFF has kept them (its answer to the save). */
  fromSaved: (saved: Saved) => V;
  /** Where the BFF's refusal at a path shows (reportSubmitError's `fieldFor`). */
  fieldFor: (path: string) => string | boolean | undefined;
}

/** The save of one of the business's settings (keptSetting's useSave). */
interface SettingSave<Input, Saved> {
  mutateAsync: (input: Input) => Promise<Saved>;
  isPending: boolean;
  isSuccess: boolean;
}

/**
 * The set-up the business's settings forms share: the form started from the saved settings, its fields drawn with
 * their values (drawnRegister, drawnCheck), and its submit: saved through `save`, then started over from what the BFF
 * kept (so "Saved." shows until the next change), or refused on its fields. `shell` goes to SettingsFormShell;
 * `error(name, fallback)` is the refusal at a field's path in words (settingsErrorText).
 */
export function useSettingsForm<V extends FieldValues, Kept, Input, Saved>(
  rules: SettingsFormRules<V, Kept, Input, Saved>,
  kept: Kept,
  save: SettingSave<Input, Saved>,
) {
  const t = useT();
  const form = useForm<V>({
    resolver: rules.resolver,
    defaultValues: rules.values(kept) as DefaultValues<V>,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(rules.fromSaved(await save.mutateAsync(rules.toInput(values))));
    } catch (e) {
      reportSubmitError(form.setError, e, rules.fieldFor);
    }
  });
  const error = (name: string, fallback: MessageId) =>
    settingsErrorText(t, get(form.formState.errors, name), fallback);
  return {
    form,
    error,
    register: drawnRegister(form),
    check: drawnCheck(form),
    shell: { onSubmit, ...savingState(form.formState, save) },
  };
}

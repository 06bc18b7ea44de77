import { errorsUnder, type FieldErrors } from './question-form';

/** A form item's error state and message from the draft's validation (`deep`: its sub-fields' too). */
export function fieldHelp(errors: FieldErrors, key: string, deep = false) {
  const list = deep ? errorsUnder(errors, key) : (errors[key] ?? []);
  return list.length > 0 ? { validateStatus: 'error' as const, help: list.join('; ') } : {};
}

/**
 * ASSUMPTION — the one place to change it. The spec (Invoice input, rule 7) does not show the input names of the
 * due date, language, notes, payment options and seller custom fields. We assume they mirror the output names.
 * If the real API names them otherwise, edit the values here: the schema, the form and the embedded API follow.
 */
export const unshownInputNames = {
  dueDate: 'pay_until_date',
  language: 'language',
  notes: 'notes',
  paymentOptions: 'payment_options',
  sellerCustomFields: 'custom_fields',
} as const;

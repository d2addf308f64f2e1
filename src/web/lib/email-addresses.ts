/** Addresses as a person types them in one box: separated by commas, semicolons or spaces. */
export const addressesOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

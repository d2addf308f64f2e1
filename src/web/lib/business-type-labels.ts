import type { BusinessType } from '../../contract/enums';
import type { MessageId } from '../i18n/messages';
import { useT } from '../i18n/use-t';

/** The words for each business type (the shell's: the connect, profile and invoice screens all name one). */
export const businessTypeWords: Record<BusinessType, MessageId> = {
  small_partnership: 'shell.businessType.smallPartnership',
  individual_activity: 'shell.businessType.individualActivity',
  private_limited_liability_company: 'shell.businessType.privateLimitedLiabilityCompany',
  sole_proprietorship: 'shell.businessType.soleProprietorship',
  public_institution: 'shell.businessType.publicInstitution',
  association: 'shell.businessType.association',
  joint_stock_company: 'shell.businessType.jointStockCompany',
};

/**
 * The business type in plain words, in the active language: `const typeName = useBusinessTypeName(); typeName(type)`.
 * Shared by every screen that names one (features cannot import each other).
 */
export function useBusinessTypeName(): (type: BusinessType) => string {
  const t = useT();
  return (type) => t(businessTypeWords[type]);
}

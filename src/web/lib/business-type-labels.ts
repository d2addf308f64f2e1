import type { BusinessType } from '../../contract/enums';

/** The business type in plain words: shared by every screen that names one (features cannot import each other). */
export const businessTypeLabels: Record<BusinessType, string> = {
  small_partnership: 'Small partnership',
  individual_activity: 'Individual activity (self-employed)',
  private_limited_liability_company: 'Private limited liability company',
  sole_proprietorship: 'Sole proprietorship',
  public_institution: 'Public institution',
  association: 'Association',
  joint_stock_company: 'Joint-stock company',
};

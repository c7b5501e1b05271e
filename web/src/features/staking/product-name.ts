import { useIntl } from 'react-intl';
import type { StakingProduct } from '../../api/generated/model/stakingProduct.ts';
import { formatPercent } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { productOption } from './messages.ts';

/** A staking product's name wherever one is picked or edited: asset, duration, target yearly rate. */
export function useProductName() {
  const intl = useIntl();
  const { language } = useLanguage();
  return (product: StakingProduct) =>
    intl.formatMessage(productOption, {
      asset: product.asset,
      days: product.duration_days,
      rate: formatPercent(product.target_rate, language),
    });
}

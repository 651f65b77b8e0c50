import { Alert, Button } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TEST_CARDS } from '@gembourse/contracts/billing';
import { useAppInfo } from '../../../shared/session/app-info.ts';
import { formatCardNumber } from '../card-format.ts';

/** The test cards named in the hint, in the order a tester tries them. */
const SHOWN = [
  ['success', TEST_CARDS.success],
  ['declined', TEST_CARDS.declined],
  ['retry', TEST_CARDS.retry],
] as const;

/**
 * In demo mode, the built-in test provider's cards (docs/billing.md), as the login page names the demo accounts:
 * picking one fills the number input. Outside demo mode nothing shows.
 */
export function TestCardsHint({ onPick }: { onPick: (number: string) => void }) {
  const { t } = useTranslation('billing');
  const { data } = useAppInfo();
  if (!data?.demo) return null;
  return (
    <Alert
      className="gb-billing-test-cards"
      type="info"
      icon={<ExperimentOutlined />}
      showIcon
      title={t('testCards.title')}
      description={
        <>
          <p className="gb-billing-test-cards__hint">{t('testCards.hint')}</p>
          <ul className="gb-billing-test-cards__list">
            {SHOWN.map(([kind, number]) => (
              <li key={kind}>
                <Button
                  type="link"
                  size="small"
                  className="gb-billing-test-cards__pick"
                  onClick={() => onPick(formatCardNumber(number))}
                  aria-label={t('testCards.use', { number: formatCardNumber(number) })}
                >
                  <code>{formatCardNumber(number)}</code>
                </Button>
                <span className="gb-billing-test-cards__what">{t(`testCards.${kind}`)}</span>
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}

import { Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FormKit } from '../../../shared/forms/use-form-kit.ts';
import { CountrySelect } from '../../../shared/ui/country-select.tsx';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';
import { CARD_NUMBER_INPUT_MAX, CVV_INPUT_MAX, formatCardNumber, formatCvv, formatExpiry } from '../card-format.ts';
import type { PaymentValues } from '../payment-form.ts';

/**
 * The card inputs (SPEC §3 "Payment": number, expiry, CVV; and the name on the card). The number shows in the groups
 * printed on the card, the expiry as MM/YY, the CVV masked. The browser may fill them from its own saved cards
 * (autocomplete cc-*); GemBourse keeps nothing of them but the form's state while it is open.
 */
export function CardFields({ kit }: { kit: FormKit<PaymentValues> }) {
  const { t } = useTranslation('billing');
  return (
    <fieldset className="gb-billing-fieldset">
      <legend className="gb-billing-fieldset__legend">
        <LockOutlined aria-hidden /> {t('card.legend')}
      </legend>
      <Form.Item
        name="cardNumber"
        label={t('card.number')}
        normalize={(value: string) => formatCardNumber(value)}
        validateTrigger="onBlur"
        {...kit.item('cardNumber')}
      >
        <Input inputMode="numeric" autoComplete="cc-number" placeholder="1234 5678 9012 3456" maxLength={CARD_NUMBER_INPUT_MAX} />
      </Form.Item>
      <div className="gb-billing-pair">
        <Form.Item
          name="cardExpiry"
          label={t('card.expiry')}
          normalize={(value: string, previous: string | undefined) => formatExpiry(value, previous ?? '')}
          validateTrigger="onBlur"
          {...kit.item('cardExpiry')}
        >
          <Input inputMode="numeric" autoComplete="cc-exp" placeholder={t('card.expiryPlaceholder')} {...kit.input('cardExpiry')} />
        </Form.Item>
        <Form.Item
          name="cardCvv"
          label={t('card.cvv')}
          normalize={(value: string) => formatCvv(value)}
          validateTrigger="onBlur"
          tooltip={t('card.cvvHint')}
          {...kit.item('cardCvv')}
        >
          <Input.Password inputMode="numeric" autoComplete="cc-csc" visibilityToggle={false} placeholder="•••" maxLength={CVV_INPUT_MAX} />
        </Form.Item>
      </div>
      <Form.Item name="holderName" label={t('card.holderName')} validateTrigger="onBlur" {...kit.item('holderName')}>
        <TrimmedInput autoComplete="cc-name" {...kit.input('holderName')} />
      </Form.Item>
    </fieldset>
  );
}

/** The billing address (SPEC §5: street address, city, postal code and country required; state optional). */
export function BillingAddressFields({ kit }: { kit: FormKit<PaymentValues> }) {
  const { t } = useTranslation('billing');
  return (
    <fieldset className="gb-billing-fieldset">
      <legend className="gb-billing-fieldset__legend">{t('address.legend')}</legend>
      <Form.Item name="street" label={t('address.street')} validateTrigger="onBlur" {...kit.item('street')}>
        <TrimmedInput autoComplete="billing street-address" {...kit.input('street')} />
      </Form.Item>
      <div className="gb-billing-pair">
        <Form.Item name="city" label={t('address.city')} validateTrigger="onBlur" {...kit.item('city')}>
          <TrimmedInput autoComplete="billing address-level2" {...kit.input('city')} />
        </Form.Item>
        <Form.Item name="state" label={t('address.state')} validateTrigger="onBlur" {...kit.item('state')}>
          <TrimmedInput autoComplete="billing address-level1" {...kit.input('state')} />
        </Form.Item>
      </div>
      <div className="gb-billing-pair">
        <Form.Item name="postalCode" label={t('address.postalCode')} validateTrigger="onBlur" {...kit.item('postalCode')}>
          <TrimmedInput autoComplete="billing postal-code" {...kit.input('postalCode')} />
        </Form.Item>
        <Form.Item name="country" label={t('address.country')} {...kit.item('country')}>
          <CountrySelect placeholder={t('address.countryPlaceholder')} aria-label={t('address.country')} />
        </Form.Item>
      </div>
    </fieldset>
  );
}

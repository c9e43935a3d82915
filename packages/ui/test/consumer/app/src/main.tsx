import { createRoot } from 'react-dom/client';
import '@bank/ui/style.css';
import { useState } from 'react';
import {
  Button,
  CurrencySelect,
  FormField,
  Money,
  TextInput,
  UiProvider,
  type CurrencySelectProps,
} from '@bank/ui';
import { partnerBrand } from './brand.css';

function ConsumerApp() {
  const [currency, setCurrency] = useState<CurrencySelectProps['value']>(null);
  return (
    <UiProvider locale="en">
      <main className={partnerBrand} style={{ padding: 24 }}>
        <h1>Partner bank</h1>
        <form noValidate onSubmit={(e) => e.preventDefault()}>
          <FormField label="Email address" required error="Enter your email address">
            <TextInput type="email" />
          </FormField>
          <FormField label="Currency" required>
            <CurrencySelect value={currency} onChange={setCurrency} />
          </FormField>
          <p>Chosen: {currency ?? 'none'}</p>
          <p>
            Balance: <Money amount={123450n} currency="AED" />
          </p>
          <Button type="submit">Pay now</Button>
        </form>
      </main>
    </UiProvider>
  );
}

createRoot(document.getElementById('root')!).render(<ConsumerApp />);

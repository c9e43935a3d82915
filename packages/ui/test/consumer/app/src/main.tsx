import { createRoot } from 'react-dom/client';
import '@bank/ui/style.css';
import { Button, FormField, TextInput, UiProvider } from '@bank/ui';
import { partnerBrand } from './brand.css';

function ConsumerApp() {
  return (
    <UiProvider locale="en">
      <main className={partnerBrand} style={{ padding: 24 }}>
        <h1>Partner bank</h1>
        <form noValidate onSubmit={(e) => e.preventDefault()}>
          <FormField label="Email address" required error="Enter your email address">
            <TextInput type="email" />
          </FormField>
          <Button type="submit">Pay now</Button>
        </form>
      </main>
    </UiProvider>
  );
}

createRoot(document.getElementById('root')!).render(<ConsumerApp />);

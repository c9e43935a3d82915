import type { Meta, StoryObj } from '@storybook/react-vite';
import { DescriptionList } from '../../src/components/DescriptionList';
import { FormField } from '../../src/components/FormField';
import { TextInput } from '../../src/components/TextInput';
import { Stack } from '../../src/layout';

const meta = {
  title: 'Patterns/Examples/Names and addresses',
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A name in either script: the input follows the first letter typed (`dir="auto"`). */
export const NameInEitherScript: Story = {
  render: () => (
    <Stack gap="lg">
      <FormField label="Full name" hint="As on your Emirates ID">
        <TextInput autoComplete="name" dir="auto" defaultValue="عائشة خان" />
      </FormField>
      <FormField
        label="Full name in English"
        hint="As on your passport, for international transfers"
      >
        <TextInput autoComplete="name" dir="auto" defaultValue="Aisha Khan" />
      </FormField>
    </Stack>
  ),
};

/** A UAE address: no postcode; P.O. Box optional; emirate and area first. */
export const UaeAddress: Story = {
  render: () => (
    <Stack gap="lg">
      <FormField label="Building or villa" hint="For example, Al Manara Tower, flat 1204">
        <TextInput autoComplete="address-line1" dir="auto" />
      </FormField>
      <FormField label="Area">
        <TextInput autoComplete="address-level3" dir="auto" />
      </FormField>
      <FormField label="P.O. Box" optional>
        <TextInput inputMode="numeric" ltr />
      </FormField>
    </Stack>
  ),
};

/** Names of either script in an Arabic review: each isolated so its own direction holds. */
export const ReviewInArabic: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  render: () => (
    <DescriptionList
      items={[
        { term: 'المستفيد', description: <bdi>Aisha Khan (Emirates NBD)</bdi> },
        { term: 'الاسم بالعربية', description: <bdi>عائشة خان</bdi> },
        { term: 'العنوان', description: <bdi>Al Manara Tower 1204, Business Bay, Dubai</bdi> },
      ]}
    />
  ),
};

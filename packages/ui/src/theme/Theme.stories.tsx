import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from './contract.css';
import { lightTokens } from './tokens';
import { Box, Columns, Stack } from '../layout';
import { Text } from '../components/Text';
import { Heading } from '../components/Heading';

const meta = {
  title: 'Foundations/Colours',
  parameters: {
    docs: {
      description: {
        component:
          'Colour roles of the theme contract. Every component reads these variables, so a theme (light, dark, high contrast or a partner bank’s brand) is one object passed to `createTheme(vars, tokens)`. Switch the theme in the toolbar to compare.',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const roles = Object.keys(lightTokens.color) as Array<keyof typeof lightTokens.color>;

export const Roles: Story = {
  render: () => (
    <Stack gap="lg">
      <Heading level={2}>Colour roles</Heading>
      <Columns columns={4} gap="md">
        {roles.map((role) => (
          <Box key={role} display="flex" alignItems="center" gap="sm">
            <span
              aria-hidden="true"
              style={{
                width: 40,
                height: 40,
                borderRadius: 8,
                background: vars.color[role],
                border: `1px solid ${vars.color.border}`,
                flexShrink: 0,
              }}
            />
            <Text as="span" size="sm">
              {role}
            </Text>
          </Box>
        ))}
      </Columns>
    </Stack>
  ),
};

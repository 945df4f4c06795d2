import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { MemberRoleSelect } from '../../../src/features/team/TeamActions';
import { ROLES } from '../../../src/generated/roles';
import { translate } from '../../../src/i18n/translate';
import { consoleWrapper } from '../../operator/support';

function draw(role: string) {
  const member = { id: 9, email: 'ann@example.com', role };
  const { Wrapper } = consoleWrapper({ dataProvider: {} });
  render(
    <RecordContextProvider value={member}>
      <MemberRoleSelect />
    </RecordContextProvider>,
    { wrapper: Wrapper },
  );
  return screen.getByLabelText('Role of ann@example.com', { exact: false });
}

// A member keeps showing the role they hold when roles.yaml stops offering it.
describe('a team member’s role', () => {
  it.each(ROLES.filter((r) => !r.invitable).map((r) => [r.code, r.label]))(
    'a member holding %s, which is not invitable, shows its label, read-only',
    (code, label) => {
      const field = draw(code);
      expect(field).toHaveValue(translate(label));
      expect(field).toHaveAttribute('readonly');
    },
  );

  it.each(ROLES.filter((r) => r.invitable).map((r) => [r.code, r.label]))(
    'a member holding %s, an invitable role, gets the picker showing it',
    (code, label) => {
      const field = draw(code);
      expect(field).toHaveTextContent(translate(label));
      expect(field).toHaveAttribute('role', 'combobox');
    },
  );
});

// @vitest-environment node
import { resolve } from 'node:path';
import { RuleTester } from 'eslint';
import { folderOrder } from '../../eslint-rules/folder-order.js';

const at = (file: string) => resolve(process.cwd(), 'src', file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

// The room order of docs/architecture.md, as a user of `npm run lint` meets it.
tester.run('rooms/folder-order', folderOrder, {
  valid: [
    { filename: at('layout/TopBar.tsx'), code: "import { canAccess } from '../access';" },
    { filename: at('app/Gate.tsx'), code: "import { AppLayout } from '../layout/AppLayout';" },
    { filename: at('features/team/X.tsx'), code: "import { Modal } from '../../ui/Modal';" },
    { filename: at('features/team/X.tsx'), code: "import { y } from './y';" },
    { filename: at('app/pageRegistry.ts'), code: "const P = () => import('../features/team/T');" },
    { filename: at('main.tsx'), code: "const m = () => import('./mocks/browser');" },
    { filename: at('mocks/db.ts'), code: "import { X } from '../data/answers';" },
    { filename: at('data/http.ts'), code: "import { z } from 'react';" },
    // A stand-in for a library part sits in the room that uses it.
    { filename: at('overrides/layout/X.tsx'), code: "import { y } from '../../layout/y';" },
    { filename: at('layout/AppLayout.tsx'), code: "import { X } from '../overrides/layout/X';" },
  ],
  invalid: [
    {
      // The two halves of a cycle between folders: the upward half is always the one reported.
      filename: at('layout/TopBar.tsx'),
      code: "import { Gate } from '../app/Gate';",
      errors: [{ message: /src\/layout may not import src\/app: layout comes before app/ }],
    },
    {
      filename: at('data/api.ts'),
      code: "export { x } from '../renderers/x';",
      errors: [{ message: /src\/data may not import src\/renderers/ }],
    },
    {
      filename: at('features/widget/MyWidget.tsx'),
      code: "import { FormError } from '../account/FormError';",
      errors: [{ message: /features never import each other/ }],
    },
    {
      filename: at('renderers/list/ListRenderer.tsx'),
      code: "const C = () => import('../../features/team/TeamActions');",
      errors: [{ message: /src\/renderers may not import src\/features\/team/ }],
    },
    {
      filename: at('layout/UserMenu.tsx'),
      code: "import { db } from '../mocks/db';",
      errors: [{ message: /only src\/main.tsx \(lazily\) and tests import the mock API/ }],
    },
    {
      filename: at('access/menu.ts'),
      code: "import '../main';",
      errors: [{ message: /nothing imports the boot/ }],
    },
    {
      filename: at('mocks/handlers/x.ts'),
      code: "import { TopBar } from '../../layout/TopBar';",
      errors: [{ message: /the mock API uses only the shared layers up to data/ }],
    },
    {
      filename: at('overrides/renderers/X.tsx'),
      code: "import { y } from '../../layout/y';",
      errors: [{ message: /src\/renderers may not import src\/layout/ }],
    },
    {
      filename: at('session/token.ts'),
      code: "import { x } from '../nowhere/x';",
      errors: [{ message: /'nowhere' is not a room/ }],
    },
  ],
});

// The rooms inside src/renderers: page kinds draw with the shared part, values and actions, never
// with each other (settings → form is the one declared direction); only the app uses PageRenderer.
tester.run('rooms/folder-order inside renderers', folderOrder, {
  valid: [
    {
      filename: at('renderers/list/ListRenderer.tsx'),
      code: "import { ColumnValue } from '../values/ColumnValue';",
    },
    {
      filename: at('renderers/show/ShowRenderer.tsx'),
      code: "import { RecordActions } from '../actions/RecordActions';",
    },
    {
      filename: at('renderers/settings/SettingsRenderer.tsx'),
      code: "import { FieldInput } from '../form/FieldInput';",
    },
    {
      filename: at('renderers/list/ListRenderer.tsx'),
      code: "import { X } from '../../overrides/renderers/LeanTableBody';",
    },
    {
      filename: at('renderers/PageRenderer.tsx'),
      code: "import { L } from './list/ListRenderer';",
    },
    {
      filename: at('renderers/list/ListRenderer.tsx'),
      code: "import { M } from './memory/ListMemory';",
    },
    {
      filename: at('features/widget/X.tsx'),
      code: "import { y } from '../../renderers/tabs/useTabParam';",
    },
  ],
  invalid: [
    {
      filename: at('renderers/show/ShowRenderer.tsx'),
      code: "import { ListRenderer } from '../list/ListRenderer';",
      errors: [{ message: /src\/renderers\/show may not import renderers\/list\/ListRenderer/ }],
    },
    {
      // The direction is one way: form never draws with settings' parts.
      filename: at('renderers/form/FormRenderer.tsx'),
      code: "import { settingsForm } from '../settings/settingsValues';",
      errors: [{ message: /renderers\/form imports only renderers\/shared, renderers\/values/ }],
    },
    {
      filename: at('renderers/shared/useMay.ts'),
      code: "import { ColumnValue } from '../values/ColumnValue';",
      errors: [{ message: /renderers\/shared imports only the layers below renderers/ }],
    },
    {
      filename: at('renderers/dashboard/DashboardRenderer.tsx'),
      code: "const P = () => import('../PageRenderer');",
      errors: [{ message: /only the app draws a page through PageRenderer/ }],
    },
    {
      filename: at('overrides/renderers/LeanTableBody.tsx'),
      code: "import { rowHeight } from '../../renderers/list/rowHeights';",
      errors: [{ message: /renderers\/stand-ins imports only renderers\/shared/ }],
    },
    {
      filename: at('renderers/list/ListRenderer.tsx'),
      code: "import { x } from '../elsewhere/x';",
      errors: [{ message: /'elsewhere' is not a room of src\/renderers/ }],
    },
  ],
});

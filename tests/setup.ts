import '@testing-library/jest-dom/vitest';
import { en } from '../src/i18n/en';
import { installCatalogue } from '../src/i18n/translate';

// Components are rendered here without the console around them, which is what installs the whole
// catalogue in the app (src/app/console/i18nProvider.ts).
installCatalogue(en);

// The back office's Chakra system: Chakra's full default config (its component recipes: Table, Button,
// Input, NativeSelect, Dialog… which the public site leaves out, decision 0031) over the site's own tokens
// (web/src/theme.ts: the identity reds, the font stack), plus a `brand` colour palette for Chakra's
// `colorPalette` prop. The layout's classes are in admin.css.ts (decision 0108).
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { palette } from '../palette';
import { system as siteSystem } from '../theme';

const config = defineConfig({
  theme: {
    tokens: siteSystem._config.theme?.tokens ?? {},
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: palette.redText },
          contrast: { value: palette.white },
          fg: { value: palette.redText },
          muted: { value: '#ffd8d2' },
          subtle: { value: palette.redPale },
          emphasized: { value: palette.redBorder },
          focusRing: { value: palette.red },
        },
      },
    },
  },
  globalCss: {
    body: { bg: '#f0f2f5', color: palette.text, fontSize: '14px', lineHeight: '1.5' },
  },
});

export const adminSystem = createSystem(defaultConfig, config);

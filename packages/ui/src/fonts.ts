// The bank's typefaces, shipped from npm (no font host): Inter for Latin script, Noto Sans
// Arabic for Arabic and JetBrains Mono for the values read character by character (IBANs,
// codes, recovery codes, IP addresses: a slashed zero, distinct 1/l/I, every digit one width).
// All are variable fonts split by unicode-range, so a page downloads only the scripts and
// faces it shows. Import once in the app: `import '@bank/ui/fonts'`. The test browsers see
// exactly these files and no system font (@bank/testkit, src/fonts.mjs, reads this list).
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/noto-sans-arabic/wght.css';
import '@fontsource-variable/jetbrains-mono/wght.css';

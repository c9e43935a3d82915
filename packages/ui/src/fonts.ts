// The bank's typefaces, shipped from npm (no font host): Inter for Latin script and
// Noto Sans Arabic for Arabic. Both are variable fonts split by unicode-range, so a page
// downloads only the scripts it shows. Import once in the app: `import '@bank/ui/fonts'`.
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/noto-sans-arabic/wght.css';

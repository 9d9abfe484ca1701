// The default theme, with the widths the docs check relies on (custom.css).
import DefaultTheme from 'vitepress/theme';
import './custom.css';

export default DefaultTheme;

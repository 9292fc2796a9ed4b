/** @type {import('tailwindcss').Config} */
export default {
  content: ['./src/**/*.{astro,tsx,ts}'],
  theme: {
    extend: {
      colors: {
        brand: { 50: '#eef6ff', 100: '#d9eaff', 500: '#1f6feb', 600: '#1a5fd0', 700: '#164ea8', 900: '#0d2a5c' },
        pigment: { red: '#c0392b', yellow: '#f1c40f', blue: '#1f4e9c' },
      },
      fontFamily: {
        sans: ['"PingFang SC"', '"Hiragino Sans GB"', '"Microsoft YaHei"', '"Noto Sans CJK SC"', 'system-ui', 'sans-serif'],
      },
    },
  },
};

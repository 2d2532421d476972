// CSS modules (Gatsby 5: named exports, imported as `import * as styles`).
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}

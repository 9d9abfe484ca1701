// `import '@veriframe/react/styles.css'` is a side-effect import of the package's stylesheet: nothing to bind.
export {};

/** Marks the static login in index.html (see render-shell.tsx). */
export const LOGIN_SHELL_ATTRIBUTE = 'data-login-shell'

/** The static login's last element: until it is parsed, the login is hidden (src/login.css). */
export const LOGIN_SHELL_WHOLE_ATTRIBUTE = 'data-login-shell-whole'

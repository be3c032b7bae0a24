// The yardstick of `npm run bench`: React 19 and one sign-in form, nothing else. The console's
// timings are printed as ratios to this page, built and measured in the same run.
import { useState, type FormEvent } from 'react'
import { createRoot } from 'react-dom/client'

function SignInForm() {
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [sent, setSent] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSent(true)
  }
  return (
    <form onSubmit={submit}>
      <h1>Sign in</h1>
      <label>
        Username <input name="username" value={username} onChange={(e) => setUsername(e.target.value)} />
      </label>
      <label>
        Password{' '}
        <input
          type="password"
          name="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <button type="submit">{sent ? 'Signing in...' : 'Sign in'}</button>
    </form>
  )
}

createRoot(document.getElementById('root')!).render(<SignInForm />)

import { beforeEach, describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '../support/render'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { BiographyDialog, ProfilePictureDialog } from '@/features/profile'
import { characterSelected, logout, selectedCharacter, session, signedIn } from '@/state/session'
import { clearNotices, notices } from '@/state/notices'
import { authData, character, sessionFor } from './fixtures/demo-player'
import { useMswServer } from '../support/msw-server'

const server = useMswServer()

const NAME = 'Aldric Stone'
const PATH = '*/api/v1/players/Aldric%20Stone'

beforeEach(() => {
  logout()
  clearNotices()
  const auth = authData([character({ name: NAME })])
  signedIn(auth)
  characterSelected(sessionFor(auth.displayNames[0]))
})

const png = (size = 1024, name = 'me.png', type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type })

function openPicture(currentUrl: string | null = null) {
  const closed: number[] = []
  render(
    <ProfilePictureDialog open onClose={() => closed.push(1)} characterName={NAME} currentUrl={currentUrl} />,
  )
  return { closed, dialog: screen.getByRole('dialog') }
}

const user = () => userEvent.setup({ applyAccept: false })

/** Said once, at the field, with the field marked: no banner repeats it (issue 36). */
function expectAtField(control: HTMLElement, message: string) {
  expect(control).toHaveAttribute('aria-invalid', 'true')
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message))
  expect(screen.getAllByText(message)).toHaveLength(1)
  expect(screen.queryByRole('alert')).toBeNull()
}

describe('ProfilePictureDialog validation', () => {
  it('shows both tabs and asks for a file when none is chosen', async () => {
    const u = user()
    openPicture()
    expect(screen.getByRole('tab', { name: 'Upload Image' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Use URL' })).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Upload' }))
    expectAtField(screen.getByLabelText('Image file'), 'Please select a file')
    await waitFor(() => expect(screen.getByLabelText('Image file')).toHaveFocus())
  })

  it('refuses other file types', async () => {
    const u = user()
    openPicture()
    await u.upload(screen.getByLabelText('Image file'), png(10, 'anim.gif', 'image/gif'))
    expectAtField(screen.getByLabelText('Image file'), 'Please select a PNG, JPEG, or WebP image file.')
    await u.click(screen.getByRole('button', { name: 'Upload' }))
    expectAtField(screen.getByLabelText('Image file'), 'Please select a PNG, JPEG, or WebP image file.')
  })

  it('refuses files above 5 MB', async () => {
    const u = user()
    openPicture()
    await u.upload(screen.getByLabelText('Image file'), png(5242881))
    expectAtField(screen.getByLabelText('Image file'), 'File size must be less than 5MB.')
  })

  it('shows the URL hint and asks for a URL when blank', async () => {
    const u = user()
    openPicture()
    await u.click(screen.getByRole('tab', { name: 'Use URL' }))
    expect(
      screen.getByText('Must be a valid HTTP/HTTPS URL ending in .png, .jpg, .jpeg, .gif or .webp'),
    ).toBeInTheDocument()
    await u.type(screen.getByLabelText('Image URL'), '   ')
    await u.click(screen.getByRole('button', { name: 'Save URL' }))
    expectAtField(screen.getByLabelText('Image URL'), 'Please enter a valid URL')
    await waitFor(() => expect(screen.getByLabelText('Image URL')).toHaveFocus())
  })
})

describe('ProfilePictureDialog calls', () => {
  it('uploads the file as multipart field "image" and updates the character', async () => {
    let field: FormDataEntryValue | null = null
    let contentType = ''
    server.use(
      http.post(`${PATH}/profile-picture/upload`, async ({ request }) => {
        contentType = request.headers.get('content-type') ?? ''
        field = (await request.formData()).get('image')
        return HttpResponse.json({
          success: true,
          imageUrl: '/uploads/aldric.png',
          message: 'Profile picture uploaded',
        })
      }),
    )
    const u = user()
    const { closed } = openPicture()
    await u.upload(screen.getByLabelText('Image file'), png())
    await u.click(screen.getByRole('button', { name: 'Upload' }))
    await waitFor(() => expect(closed).toHaveLength(1))
    // jsdom's File crosses into Node's fetch without its name, so only the field is checked here;
    // the real browser upload is covered by the Storybook and end-to-end runs.
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(field).not.toBeNull()
    expect(typeof field).not.toBe('string')
    expect(selectedCharacter(session)?.profilePictureUrl).toBe('/uploads/aldric.png')
    expect(session.auth?.displayNames[0].profilePictureUrl).toBe('/uploads/aldric.png')
    expect(notices.items.map((n) => [n.kind, n.text])).toEqual([['success', 'Profile picture uploaded']])
  })

  it.each([
    [
      'the server message',
      () =>
        HttpResponse.json(
          {
            success: false,
            error: 'Image bytes are not PNG, JPEG or WebP',
            message: 'Image bytes are not PNG, JPEG or WebP',
          },
          { status: 400 },
        ),
      'Image bytes are not PNG, JPEG or WebP',
    ],
    ['the default text', () => new HttpResponse('oops', { status: 500 }), 'Failed to upload profile picture'],
    ['the connection text', () => HttpResponse.error(), 'Failed to connect to server'],
  ])('shows %s when the upload fails and keeps the file', async (_case, reply, text) => {
    server.use(http.post(`${PATH}/profile-picture/upload`, reply))
    const u = user()
    const { closed } = openPicture()
    await u.upload(screen.getByLabelText('Image file'), png())
    await u.click(screen.getByRole('button', { name: 'Upload' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
    expect(closed).toHaveLength(0)
    expect(screen.getByText(/^me\.png \(/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled()
  })

  it('sets a picture by URL', async () => {
    let body: unknown = null
    server.use(
      http.put(`${PATH}/profile-picture`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ success: true, message: 'Profile picture updated' })
      }),
    )
    const u = user()
    const { closed } = openPicture()
    await u.click(screen.getByRole('tab', { name: 'Use URL' }))
    await u.type(screen.getByLabelText('Image URL'), ' https://cdn.example.com/me.webp ')
    await u.click(screen.getByRole('button', { name: 'Save URL' }))
    await waitFor(() => expect(closed).toHaveLength(1))
    expect(body).toEqual({ profilePictureUrl: 'https://cdn.example.com/me.webp' })
    expect(selectedCharacter(session)?.profilePictureUrl).toBe('https://cdn.example.com/me.webp')
  })

  it.each([
    [
      'the server message',
      () =>
        HttpResponse.json(
          { success: false, message: 'URL must end in .png, .jpg, .jpeg, .gif or .webp' },
          { status: 400 },
        ),
      'URL must end in .png, .jpg, .jpeg, .gif or .webp',
    ],
    ['the default text', () => HttpResponse.json({}, { status: 500 }), 'Failed to set profile picture'],
    ['the connection text', () => HttpResponse.error(), 'Failed to connect to server'],
  ])('shows %s when setting the URL fails and keeps it typed', async (_case, reply, text) => {
    server.use(http.put(`${PATH}/profile-picture`, reply))
    const u = user()
    openPicture()
    await u.click(screen.getByRole('tab', { name: 'Use URL' }))
    await u.type(screen.getByLabelText('Image URL'), 'https://cdn.example.com/me.bmp')
    await u.click(screen.getByRole('button', { name: 'Save URL' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
    expect(screen.getByLabelText('Image URL')).toHaveValue('https://cdn.example.com/me.bmp')
  })

  it('treats a 200 answer with success false as a failure', async () => {
    server.use(
      http.put(`${PATH}/profile-picture`, () => HttpResponse.json({ success: false, message: 'Not today' })),
    )
    const u = user()
    openPicture()
    await u.click(screen.getByRole('tab', { name: 'Use URL' }))
    await u.type(screen.getByLabelText('Image URL'), 'https://cdn.example.com/me.png')
    await u.click(screen.getByRole('button', { name: 'Save URL' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Not today')
    expect(selectedCharacter(session)?.profilePictureUrl).toBeNull()
  })

  it('removes the picture, and shows the remove errors', async () => {
    server.use(http.delete(`${PATH}/profile-picture`, () => HttpResponse.json({}, { status: 500 })))
    const u = user()
    openPicture('/uploads/old.png')
    await u.click(screen.getByRole('button', { name: 'Remove picture' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to remove profile picture')

    server.use(http.delete(`${PATH}/profile-picture`, () => HttpResponse.error()))
    await u.click(screen.getByRole('button', { name: 'Remove picture' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to connect to server'))

    server.use(
      http.delete(`${PATH}/profile-picture`, () =>
        HttpResponse.json({ success: true, message: 'Profile picture removed' }),
      ),
    )
    selectedCharacter(session)!.profilePictureUrl = '/uploads/old.png'
    await u.click(screen.getByRole('button', { name: 'Remove picture' }))
    await waitFor(() => expect(selectedCharacter(session)?.profilePictureUrl).toBeNull())
  })

  it('offers Remove picture only when there is one', () => {
    openPicture(null)
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument()
  })
})

function openBiography(current: string | null = null) {
  const closed: number[] = []
  render(
    <BiographyDialog open onClose={() => closed.push(1)} characterName={NAME} currentBiography={current} />,
  )
  return { closed, dialog: screen.getByRole('dialog') }
}

describe('BiographyDialog', () => {
  it('counts characters and disables Save when blank after trimming', async () => {
    const u = userEvent.setup()
    openBiography()
    const box = screen.getByLabelText('Biography')
    const save = screen.getByRole('button', { name: 'Save' })
    expect(screen.getByText('0/1000')).toBeInTheDocument()
    expect(save).toBeDisabled()
    await u.type(box, '   ')
    expect(screen.getByText('3/1000')).toBeInTheDocument()
    expect(save).toBeDisabled()
    await u.type(box, 'Hi')
    expect(screen.getByText('5/1000')).toBeInTheDocument()
    expect(save).toBeEnabled()
  })

  it('stops at 1000 characters and says that a long paste was cut', async () => {
    const u = userEvent.setup()
    openBiography()
    const box = screen.getByLabelText('Biography')
    await u.click(box)
    await u.paste('x'.repeat(1200))
    expect((box as HTMLTextAreaElement).value).toHaveLength(1000)
    expect(screen.getByText('1000/1000')).toBeInTheDocument()
    expect(
      screen.getByText('The pasted text was longer than 1000 characters; only the first 1000 were kept.'),
    ).toBeInTheDocument()
  })

  it('starts with the current biography and saves the trimmed text', async () => {
    let body: unknown = null
    server.use(
      http.put(`${PATH}/biography`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ success: true, message: 'Biography updated' })
      }),
    )
    const u = userEvent.setup()
    const { closed } = openBiography('Old text')
    const box = screen.getByLabelText('Biography')
    expect(box).toHaveValue('Old text')
    expect(screen.getByText('8/1000')).toBeInTheDocument()
    await u.clear(box)
    await u.type(box, '  A trader <b>not bold</b>  ')
    await u.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(closed).toHaveLength(1))
    expect(body).toEqual({ biography: 'A trader <b>not bold</b>' })
    expect(selectedCharacter(session)?.biography).toBe('A trader <b>not bold</b>')
  })

  it.each([
    [
      'the server message',
      () =>
        HttpResponse.json(
          { success: false, error: 'Biography is too long', message: 'Biography is too long' },
          { status: 400 },
        ),
      'Biography is too long',
    ],
    ['the default text', () => new HttpResponse(null, { status: 500 }), 'Failed to set biography'],
    ['the connection text', () => HttpResponse.error(), 'Failed to connect to server'],
  ])('shows %s when saving fails and keeps the text', async (_case, reply, text) => {
    server.use(http.put(`${PATH}/biography`, reply))
    const u = userEvent.setup()
    openBiography()
    await u.type(screen.getByLabelText('Biography'), 'My story')
    await u.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
    expect(screen.getByLabelText('Biography')).toHaveValue('My story')
  })

  it('removes the biography and shows the remove errors', async () => {
    server.use(http.delete(`${PATH}/biography`, () => HttpResponse.json({}, { status: 403 })))
    const u = userEvent.setup()
    const { closed } = openBiography('Old text')
    await u.click(screen.getByRole('button', { name: 'Remove biography' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to remove biography')

    server.use(http.delete(`${PATH}/biography`, () => HttpResponse.error()))
    await u.click(screen.getByRole('button', { name: 'Remove biography' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to connect to server'))

    server.use(
      http.delete(`${PATH}/biography`, () =>
        HttpResponse.json({ success: true, message: 'Biography removed' }),
      ),
    )
    await u.click(screen.getByRole('button', { name: 'Remove biography' }))
    await waitFor(() => expect(closed).toHaveLength(1))
    expect(selectedCharacter(session)?.biography).toBeNull()
    expect(within(document.body).queryByRole('alert')).toBeNull()
  })
})

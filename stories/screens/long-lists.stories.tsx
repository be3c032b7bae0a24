import type { Meta, StoryObj } from '@storybook/react-vite'
import { NationsSection } from '@/features/nations/NationsSection'
import { expectLongList } from '../support/long-list'
import { page } from '../support/play'
import { MID_SIZES, type StoryWorld } from '../support/world'
import { BankingScreen, openTab } from './banking-fixtures'

// The lists that may hold thousands, on the large world's generator at a few hundred items each
// (MID_SIZES): each renders only the cards near the viewport and searches as you type.

const meta = {
  title: 'Screens/Long lists',
  parameters: {
    world: { scenario: 'large', sizes: MID_SIZES, signedInAs: 'Aurelia Voss' } satisfies StoryWorld,
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Nations in the spec's order (active first, then activity, then members); a search by name. */
export const Nations: Story = {
  render: () => <NationsSection />,
  play: async ({ canvasElement }) => {
    await expectLongList(page(canvasElement), {
      list: 'All nations',
      total: 300,
      first: ['Commonwealth of Corwin', 'Republic of Wisozk', 'Union of Rowe', 'Duchy of Larkin'],
      last: 'Union of Toy',
      searchbox: 'Search nations by name, abbreviation or description',
      search: 'Larkin',
      found: ['Duchy of Larkin'],
    })
  },
}

/** All Banks in the server's order; a search by bank ID. */
export const Banks: Story = {
  render: () => <BankingScreen />,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'All Banks')
    await expectLongList(canvas, {
      list: 'All Banks',
      total: 300,
      first: [
        'Aurelian Republic Bank 65',
        'Commonwealth of Abbott Bank 104',
        'Commonwealth of Abbott Bank 20',
      ],
      last: 'Union of Wuckert Bank 297',
      searchbox: 'Search banks by name, ID or jurisdiction nation',
      search: 'B0183',
      found: ['Commonwealth of Barton Bank 183'],
    })
  },
}

/** Markets in the server's order; a search by issuing nation. */
export const Markets: Story = {
  render: () => <BankingScreen />,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await openTab(canvas, 'Markets')
    await expectLongList(canvas, {
      list: 'Markets',
      total: 300,
      first: ['Aurelian Crown', 'Free State of Schuppe Mark', 'Union of Welch-Lueilwitz Mark'],
      last: 'Free State of Kerluke Mark',
      searchbox: 'Search currencies by name, symbol or issuing nation',
      search: 'Zulauf',
      found: ['League of Zulauf Mark'],
    })
  },
}

// Child process of bench.ts: runs seedTimings() in a fresh process and prints the result as JSON.
import { seedTimings } from './seed-timing'

const timings = await seedTimings()
console.log('@@TIMINGS@@' + JSON.stringify(timings))
process.exit(0)

// Jest reporter that writes pass/fail counts to a JSON file for the `npm test` summary
// (test-storybook's own --outputFile flag takes no value, so it cannot be used for this).
const { mkdirSync, writeFileSync } = require('node:fs')
const { dirname } = require('node:path')

class SummaryReporter {
  constructor(_globalConfig, options = {}) {
    this.outputFile = options.outputFile || process.env.JEST_SUMMARY_FILE
  }

  onRunComplete(_contexts, results) {
    if (!this.outputFile) return
    mkdirSync(dirname(this.outputFile), { recursive: true })
    writeFileSync(
      this.outputFile,
      JSON.stringify({
        passed: results.numPassedTests,
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
        skipped: results.numPendingTests + results.numTodoTests,
        total: results.numTotalTests,
      }),
    )
  }
}

module.exports = SummaryReporter

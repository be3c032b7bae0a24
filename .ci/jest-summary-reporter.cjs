// Jest reporter that writes pass/fail counts to a JSON file for the `npm test` summary
// (test-storybook's own --outputFile flag takes no value, so it cannot be used for this), with
// each story file's time and the slowest stories, to see where the stage spends its time.
const { mkdirSync, writeFileSync } = require('node:fs')
const { basename, dirname } = require('node:path')

class SummaryReporter {
  constructor(_globalConfig, options = {}) {
    this.outputFile = options.outputFile || process.env.JEST_SUMMARY_FILE
  }

  onRunComplete(_contexts, results) {
    if (!this.outputFile) return
    const files = results.testResults.map((file) => ({
      file: basename(file.testFilePath),
      ms: file.perfStats.end - file.perfStats.start,
      stories: file.testResults.length,
      // What the stories themselves took; the rest of `ms` is the file's page and runner set-up.
      storiesMs: file.testResults.reduce((sum, test) => sum + (test.duration ?? 0), 0),
    }))
    const stories = results.testResults.flatMap((file) =>
      file.testResults.map((test) => ({ story: test.fullName, ms: test.duration ?? 0 })),
    )
    mkdirSync(dirname(this.outputFile), { recursive: true })
    writeFileSync(
      this.outputFile,
      JSON.stringify(
        {
          passed: results.numPassedTests,
          failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
          skipped: results.numPendingTests + results.numTodoTests,
          total: results.numTotalTests,
          files: files.sort((a, b) => b.ms - a.ms),
          slowest: stories.sort((a, b) => b.ms - a.ms).slice(0, 30),
        },
        null,
        2,
      ),
    )
  }
}

module.exports = SummaryReporter
